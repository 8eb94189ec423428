import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContextOptions, chromium } from "playwright-core";

type LaunchOptions = BrowserContextOptions & { executablePath?: string; args?: string[] };

export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
// Headless Chromium says "HeadlessChrome", which isbot rightly calls a bot; the tests play a person.
export const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

export const chromiumMissing = !existsSync(CHROMIUM);
/** Browser tests skip only when Chromium is missing outside CI; in CI it is installed and required. */
export const skipWithoutChromium =
  chromiumMissing && !process.env.CI
    ? `${CHROMIUM} is missing: apt-get install chromium to run the browser test (in CI it is installed and required)`
    : false;

/** Debian's Chromium with a throwaway profile, as a person would browse (not flagged as a bot). */
export async function launchChromium(options: Omit<LaunchOptions, "executablePath" | "args">) {
  const profile = mkdtempSync(join(tmpdir(), "chromium-profile-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    userAgent: USER_AGENT,
    ...options,
  });
  return {
    browser,
    /** Closes the browser, then deletes its profile. */
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
