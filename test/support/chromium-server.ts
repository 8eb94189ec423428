// One headless Chromium for a whole `scripts/run-tests.mjs` run: that script
// starts this file, reads the first line it prints (the server's WebSocket
// endpoint, or an empty line where Chromium is missing) and hands it to every
// batch, whose browser tests then connect instead of launching a browser each
// (launchChromium). It closes the browser when its stdin ends, which is when
// the run ends, however it ends.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.ts";

if (!existsSync(CHROMIUM)) {
  process.stdout.write("\n");
} else {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  process.stdout.write(`${server.wsEndpoint()}\n`);
  process.stdin.resume();
  process.stdin.on("end", () => void server.close().finally(() => process.exit(0)));
}
