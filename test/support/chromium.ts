import { existsSync } from "node:fs";
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

/**
 * The run's shared browser server (test/support/chromium-server.ts), when
 * scripts/run-tests.mjs started one; a test run alone launches its own.
 */
export const SHARED_CHROMIUM = "TEST_CHROMIUM_ENDPOINT";

/**
 * Debian's Chromium, headless: a connection to the run's shared browser when
 * there is one (closing it closes every context the test opened, and leaves
 * the browser to the other tests), else a browser of the test's own.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = process.env[SHARED_CHROMIUM];
  if (endpoint) return chromium.connect(endpoint);
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

/** Debian's Chromium in a context of its own, as a person would browse (not flagged as a bot); `close` ends both. */
export async function launchChromiumAsPerson(options: BrowserContextOptions) {
  const browser = await launchChromium();
  const context = await browser.newContext({ userAgent: USER_AGENT, ...options });
  return {
    browser: context,
    /** Closes the context, then the browser (or the connection to the shared one). */
    async close() {
      await context.close();
      await browser.close();
    },
  };
}
