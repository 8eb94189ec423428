import assert from "node:assert/strict";
import { test } from "node:test";
import { assertBuilt } from "../support/built.ts";
import { call } from "../support/chaos-clients.ts";
import { createFakeTelegram } from "../support/fake-telegram.ts";
import { freePort } from "../support/ports.ts";
import { startServiceProcess } from "../support/service-process.ts";
import { TEST_BOT_TOKEN } from "../support/test-app.ts";

test("the bot process serves /livez, /readyz and /metrics on METRICS_PORT", async (t) => {
  assertBuilt();
  const fake = createFakeTelegram();
  const telegram = await fake.listen();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const bot = await startServiceProcess({
    name: "bot",
    args: ["dist/bot/main.js"],
    env: { MESSENGER_BOT_TOKEN: TEST_BOT_TOKEN, TELEGRAM_API_ROOT: telegram.url, METRICS_PORT: String(port) },
    ready: async () => (await call(`${url}/readyz`, "GET"))?.status === 200,
  });
  t.after(async () => {
    await bot.stop();
    await telegram.close();
  });
  assert.equal((await call(`${url}/livez`, "GET"))?.status, 200);
  const metrics = await fetch(`${url}/metrics`);
  assert.equal(metrics.status, 200);
  assert.match(await metrics.text(), /nodejs_eventloop_lag_seconds/);
  assert.deepEqual(bot.crashes, []);
});
