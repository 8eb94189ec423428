import assert from "node:assert/strict";
import { type TestContext, test } from "node:test";
import { createTelegramRelay } from "../../storefront/chat/telegram-relay.ts";
import { createFakeTelegram } from "../support/fake-telegram.ts";
import { createTestPlatform } from "./platform-support.ts";
import { createTestStorefront, json } from "./storefront-support.ts";

const STAFF_CHAT = -1001;

/** A test platform whose chat_relay jobs go to a fake Bot API over loopback HTTP. */
async function relayingPlatform(t: TestContext) {
  const telegram = createFakeTelegram();
  const server = await telegram.listen();
  t.after(() => server.close());
  let relay: (messageId: string) => Promise<void> = async () => {};
  const platform = await createTestPlatform(t, { chat_relay: ({ messageId }) => relay(messageId) });
  relay = createTelegramRelay({
    token: "123456:test-token",
    apiRoot: server.url,
    staffChatId: String(STAFF_CHAT),
    chat: platform.platform.chat,
  });
  return { telegram, platform };
}

test("chat service: customers open conversations, staff answer, customer messages are relayed by a job", async (t) => {
  const { telegram, platform } = await relayingPlatform(t);
  const chat = await platform.app("chat");
  assert.equal((await chat.inject({ method: "GET", url: "/api/chat/conversations/" })).statusCode, 401);
  const health = await chat.inject({ method: "GET", url: "/api/chat/health/" });
  assert.equal(health.json().service, "chat");

  const ann = await platform.customer();
  const bob = await platform.customer();
  const opened = await chat.inject({
    method: "POST",
    url: "/api/chat/conversations/",
    headers: { authorization: ann.authorization },
    payload: { subject: "Where is my order?", message: "It has been a week." },
  });
  assert.equal(opened.statusCode, 201, opened.body);
  const id = opened.json().id;
  const list = await chat.inject({
    method: "GET",
    url: "/api/chat/conversations/",
    headers: { authorization: ann.authorization },
  });
  assert.deepEqual(
    list.json().items.map((c: { id: string }) => c.id),
    [id],
  );
  const others = await chat.inject({
    method: "GET",
    url: "/api/chat/conversations/",
    headers: { authorization: bob.authorization },
  });
  assert.deepEqual(others.json().items, []);
  const peek = await chat.inject({
    method: "GET",
    url: `/api/chat/conversations/${id}/messages/`,
    headers: { authorization: bob.authorization },
  });
  assert.equal(peek.statusCode, 403);
  assert.equal(peek.json().code, "not_conversation_member");

  await platform.jobs.drain();
  const sent = telegram.callsTo("sendMessage");
  assert.equal(sent.length, 1);
  assert.equal(String(sent[0]?.params.chat_id), String(STAFF_CHAT));
  assert.match(String(sent[0]?.params.text), /It has been a week\./);

  const staff = await createOrPromote(platform);
  const answer = await chat.inject({
    method: "POST",
    url: `/api/chat/conversations/${id}/messages/`,
    headers: { authorization: staff },
    payload: { body: "It left the warehouse today." },
  });
  assert.equal(answer.json().author_role, "staff");
  await platform.jobs.drain();
  assert.equal(telegram.callsTo("sendMessage").length, 1, "staff answers are not relayed");
  const thread = await chat.inject({
    method: "GET",
    url: `/api/chat/conversations/${id}/messages/`,
    headers: { authorization: ann.authorization },
  });
  assert.deepEqual(
    thread.json().items.map((m: { author_role: string }) => m.author_role),
    ["customer", "staff"],
  );
  for (const payload of [{}, { message: "" }, { message: "x".repeat(4001) }])
    assert.equal(
      (
        await chat.inject({
          method: "POST",
          url: "/api/chat/conversations/",
          headers: { authorization: ann.authorization },
          payload,
        })
      ).statusCode,
      400,
    );
});

test("chat relay: a failing Telegram is retried, then the job is kept as failed; the request never waits for it", async (t) => {
  const { telegram, platform } = await relayingPlatform(t);
  telegram.failNext("sendMessage", { error_code: 400, description: "Bad Request: chat not found" }, 10);
  const ann = await platform.customer();
  const res = await (await platform.app("chat")).inject({
    method: "POST",
    url: "/api/chat/conversations/",
    headers: { authorization: ann.authorization },
    payload: { message: "Hello?" },
  });
  assert.equal(res.statusCode, 201);
  await platform.jobs.drain();
  assert.equal(telegram.callsTo("sendMessage").length, 3);
  assert.equal(platform.jobs.failed().length, 1);
  assert.equal(platform.jobs.failed()[0]?.name, "chat_relay");
});

test("admin service: staff list every conversation and answer under /api/admin/chat/", async (t) => {
  const s = await createTestStorefront(t);
  const staff = await s.staffAuthorization();
  const shopper = await s.userAuthorization("shopper@shop.example");
  const principal = s.platform.auth.verifier.verify(shopper.slice(7), s.clock.now());
  assert.ok(principal);
  const conversation = await s.platform.chat.open(principal, "Sizes", "Is the tray 30 cm wide?");
  assert.equal(
    (
      await s.adminApp.inject({
        method: "GET",
        url: "/api/admin/chat/conversations/",
        headers: { authorization: shopper },
      })
    ).statusCode,
    403,
  );
  const list = await s.adminApp.inject({
    method: "GET",
    url: "/api/admin/chat/conversations/",
    headers: { authorization: staff },
  });
  assert.deepEqual(
    json<{ items: { id: string }[] }>(list).items.map((c) => c.id),
    [conversation.id],
  );
  const answer = await s.adminApp.inject({
    method: "POST",
    url: `/api/admin/chat/conversations/${conversation.id}/messages/`,
    headers: { authorization: staff },
    payload: { body: "It is 32 cm." },
  });
  assert.equal(answer.statusCode, 201);
  assert.equal(json(answer).author_role, "staff");
});

async function createOrPromote(platform: Awaited<ReturnType<typeof createTestPlatform>>): Promise<string> {
  const { createOrPromoteStaff } = await import("../../storefront/auth/staff-accounts.ts");
  await createOrPromoteStaff(
    platform.platform.database,
    "staff@shop.example",
    async () => "correct horse battery staple",
  );
  const pair = await platform.platform.auth.login("staff@shop.example", "correct horse battery staple");
  return `Bearer ${pair.access_token}`;
}
