import type { Socket } from "node:net";
import type { TestContext } from "node:test";
import type { Page } from "playwright-core";
import type { App } from "../../api/create-app.ts";
import { collectErrors, launchChromium } from "./chromium.ts";
import { closeBeforeApp } from "./test-app.ts";

/**
 * Two players' pages in Chromium (separate contexts, so separate credentials)
 * on a listening app; closed after the test, before the app, so no page holds
 * a stream open that the app's close would wait on.
 */
export async function browserPair(t: TestContext, app: App) {
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  closeBeforeApp(app, () => browser.close());
  t.after(() => browser.close());
  const ann = await (await browser.newContext({ locale: "en-US" })).newPage();
  const bob = await (await browser.newContext({ locale: "en-US" })).newPage();
  return { origin, ann, bob, errors: [ann, bob].map(collectErrors) };
}

/** Signs in as a guest on the page shown. */
export async function signInAsGuest(page: Page, name: string): Promise<void> {
  await page.fill('input[name="display_name"]', name);
  await page.click('button[type="submit"]');
}

/** Ann's diagonal win at tic-tac-toe against Bob, once both pages show the board: each move waits for its mark. */
export async function playDiagonalWin(ann: Page, bob: Page): Promise<void> {
  for (const [page, cell] of [
    [ann, 0],
    [bob, 3],
    [ann, 1],
    [bob, 4],
    [ann, 2],
  ] as const) {
    await page.waitForSelector(`[data-cell="${cell}"]:not([disabled])`);
    await page.click(`[data-cell="${cell}"]`);
    await page.waitForSelector(`[data-cell="${cell}"] svg`);
  }
}

/** Cuts every connection the app's server holds, as a network drop would; call before it listens. */
export function connectionCutter(app: App): () => void {
  const sockets = new Set<Socket>();
  app.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return () => {
    for (const socket of sockets) socket.destroy();
  };
}
