import assert from "node:assert/strict";
import { createHash, createHmac } from "node:crypto";
import { describe, test } from "node:test";
import pino from "pino";
import { createApp } from "../../api/create-app.ts";
import { createBotTokenCheck } from "../../bot/bot-health.ts";
import { createBot } from "../../bot/create-bot.ts";
import { webhookPlugin, webhookSecret } from "../../bot/webhook.ts";
import { createHeartbeatCheck } from "../../src/messenger/health-checks.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { createFakeTelegram } from "../support/fake-telegram.ts";
import { principalOf } from "../support/telegram-table.ts";
import { privateChat, telegramUser } from "../support/telegram-updates.ts";
import { json, TEST_BOT_TOKEN } from "../support/test-app.ts";
import { TEST_DATABASE_URL } from "../support/test-store.ts";

const alice = telegramUser(101, "Alice", "en", "alice");
const silent = pino({ level: "silent" });

describe("the bot over HTTP", () => {
  test("webhook route: secret_token checked, updates handled once, health gains the bot's checks", async (t) => {
    const h = await createBotHarness(t);
    const secret = webhookSecret(TEST_BOT_TOKEN, undefined);
    assert.match(secret, /^[A-Za-z0-9_-]{16,256}$/);
    const app = await createApp({
      core: h.core,
      config: h.config,
      logger: silent,
      plugins: [webhookPlugin(h.bot, { path: "/telegram/webhook", secretToken: secret })],
      healthChecks: {
        messenger_bot: createBotTokenCheck(h.bot.api, h.clock.now),
        outbox_worker: createHeartbeatCheck(h.core.messenger.lastBeat, h.clock.now, 30_000),
      },
    });
    t.after(() => app.close());
    const update = h.updates.command(alice, privateChat(alice), "/start");
    const denied = await app.inject({
      method: "POST",
      url: "/telegram/webhook",
      headers: { "x-telegram-bot-api-secret-token": "wrong-secret-wrong-secret" },
      payload: update,
    });
    assert.equal(denied.statusCode, 401);
    assert.equal(h.fake.callsTo("sendMessage").length, 0);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/telegram/webhook",
        headers: { "x-telegram-bot-api-secret-token": secret },
        payload: update,
      });
      assert.equal(res.statusCode, 200);
    }
    assert.equal(h.fake.callsTo("sendMessage").length, 1, "a redelivered update is handled once");
    assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", /Hi Alice/);
    assert.ok(!app.apiRoutes().some((r) => r.includes("webhook")), "not part of the public API");

    const unhealthy = await app.inject({ method: "GET", url: "/api/v1/health" });
    assert.equal(unhealthy.statusCode, 503);
    assert.deepEqual(json(unhealthy).checks, {
      database: { status: "ok", detail: TEST_DATABASE_URL ? "postgresql" : "sqlite" },
      migrations: { status: "ok" },
      messenger_bot: { status: "ok", detail: "@dice_table_bot" },
      outbox_worker: { status: "fail", detail: "the outbox worker never reported" },
    });
    await h.delivery.drain();
    const healthy = await app.inject({ method: "GET", url: "/api/v1/health" });
    assert.equal(healthy.statusCode, 200);
    assert.equal(h.fake.callsTo("getMe").length, 1, "getMe is cached");
  });

  test("TELEGRAM_API_ROOT points the bot at another Bot API server (here a fake on loopback)", async (t) => {
    const h = await createBotHarness(t);
    const fake = createFakeTelegram();
    const server = await fake.listen();
    t.after(() => server.close());
    const { bot } = createBot(TEST_BOT_TOKEN, {
      core: h.core,
      config: { TELEGRAM_API_ROOT: server.url },
      logger: silent,
      throttle: false,
    });
    await bot.init();
    assert.equal(bot.botInfo.username, "dice_table_bot");
    await bot.handleUpdate(h.updates.command(alice, privateChat(alice), "/start"));
    assert.match(fake.lastBotMessage(alice.id)?.text ?? "", /Hi Alice/);
    assert.deepEqual(
      fake.calls.map((c) => c.method),
      ["getMe", "sendMessage"],
    );
  });

  test("/login serves the Login Widget; one Telegram user is one account in chat and on the web", async (t) => {
    const h = await createBotHarness(t, { env: { MESSENGER_BOT_USERNAME: "@dice_table_bot" } });
    const page = await h.app.inject({ method: "GET", url: "/login" });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers["content-type"] as string, /^text\/html/);
    assert.match(page.body, /data-telegram-login="dice_table_bot"/);
    assert.match(page.body, /fetch\("\/api\/v1\/auth\/messenger"/);
    assert.match(
      page.headers["content-security-policy"] as string,
      /frame-src https:\/\/oauth\.telegram\.org/,
    );

    const session = await h.core.sessions.create(await principalOf(h, telegramUser(9, "Host")), {
      channel: "messenger",
    });
    await h.send(h.updates.command(alice, privateChat(alice), `/start ${session.invite_code}`));
    const widget: Record<string, string | number> = {
      id: alice.id,
      first_name: "Alice",
      username: "alice",
      auth_date: Math.floor(h.clock.now() / 1000),
    };
    const checkString = Object.keys(widget)
      .sort()
      .map((k) => `${k}=${widget[k]}`)
      .join("\n");
    const secret = createHash("sha256").update(TEST_BOT_TOKEN).digest();
    widget.hash = createHmac("sha256", secret).update(checkString).digest("hex");
    const login = await h.app.inject({ method: "POST", url: "/api/v1/auth/messenger", payload: widget });
    assert.equal(login.statusCode, 200, login.body);
    const auth = `Bearer ${json<{ access_token: string }>(login).access_token}`;
    const joined = await h.app.inject({
      method: "POST",
      url: "/api/v1/sessions/join",
      headers: { authorization: auth },
      payload: { invite_code: session.invite_code, channel: "web" },
    });
    const body = json<{ participant: { id: string }; participants: Record<string, unknown>[] }>(joined);
    const me = body.participants.find((p) => p.id === body.participant.id);
    assert.equal(body.participants.length, 2, "the same participant, not a second seat");
    assert.equal(me?.presence_messenger, true);
    assert.equal(me?.presence_web, true);

    const off = await createBotHarness(t);
    assert.equal((await off.app.inject({ method: "GET", url: "/login" })).statusCode, 503);
  });
});
