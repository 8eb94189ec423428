import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

/** Headless, and none of Chromium's own network chatter (tests need no internet). */
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

/** Why browser tests skip here: Chromium is missing outside CI (CI installs it and requires it). */
export const chromiumSkip =
  !existsSync(CHROMIUM) && !process.env.CI
    ? `${CHROMIUM} is missing: apt-get install chromium to run the browser tests (in CI it is installed and required)`
    : false;

/** Debian's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
}

/** Collects a page's console errors and uncaught exceptions, to assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

// Headless Chromium says "HeadlessChrome", which isbot rightly calls a bot; the tests play a person.
export const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

type LaunchOptions = BrowserContextOptions & { executablePath?: string; args?: string[] };

/** Debian's Chromium with a throwaway profile, as a person would browse (not flagged as a bot). */
export async function launchChromiumAsPerson(options: Omit<LaunchOptions, "executablePath" | "args">) {
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
