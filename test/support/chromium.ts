import { existsSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";

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
