import assert from "node:assert/strict";
import { type TestContext, test } from "node:test";
import { Redis } from "ioredis";
import pino from "pino";
import { createApp } from "../../api/create-app.ts";
import { parseConfig } from "../../src/config.ts";
import { createCore } from "../../src/core.ts";
import type { Store } from "../../src/db/store.ts";
import { createRedisPresence } from "../../src/live/redis-presence.ts";
import type { SharedPresence } from "../../src/live/shared-presence.ts";
import { startGame } from "../support/play.ts";
import { openSse, type SseEvent } from "../support/sse-client.ts";
import { call, guest, json, TEST_BOT_TOKEN, TEST_JWT_SECRET } from "../support/test-app.ts";
import { openTestStore, requireServer } from "../support/test-store.ts";

const silent = pino({ level: "silent" });

/** One API "process": its own core, hub and presence over the shared store. */
async function apiOver(store: Store, presence: SharedPresence) {
  const config = parseConfig({ DATABASE_FILE: ":memory:", MESSENGER_BOT_TOKEN: TEST_BOT_TOKEN });
  const core = createCore({ config, store, jwtSecret: TEST_JWT_SECRET, presence });
  const app = await createApp({ core, config, logger: silent });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const close = async () => {
    await app.close();
    await presence.close();
  };
  return { app, base, close };
}

const onlineIs = (ids: string[]) => (e: SseEvent) =>
  e.event === "presence" && JSON.stringify(e.data.online) === JSON.stringify([...ids].sort());

/** Two API apps over one store, each with presence over `redisUrl`, and a two-player session on them. */
async function twoApps(t: TestContext, redisUrl: string, ttlMs?: number) {
  const store = await openTestStore();
  const options = ttlMs === undefined ? {} : { ttlMs };
  const a = await apiOver(store, createRedisPresence(redisUrl, silent, options));
  const b = await apiOver(store, createRedisPresence(redisUrl, silent, options));
  t.after(async () => {
    await a.close();
    await b.close();
    await store.close();
  });
  const table = await startGame(a.app, "tic-tac-toe", 2);
  const [ann, bob] = table.players as [string, string];
  const [annId, bobId] = table.participantIds as [string, string];
  const path = `/api/v1/sessions/${table.sessionId}/events`;
  const stream = async (base: string, authorization: string) => {
    const client = await openSse(base, path, { authorization });
    t.after(() => client.close());
    return client;
  };
  const annStream = await stream(a.base, ann);
  await annStream.next(onlineIs([annId]));
  return { a, b, ann, bob, annId, bobId, annStream, stream, sessionId: table.sessionId };
}

test("presence is shared by two API apps over one store and Redis", async (t) => {
  if (!requireServer(t, "REDIS_URL")) return;
  const { b, bob, annId, bobId, annStream, stream } = await twoApps(t, process.env.REDIS_URL as string);
  const bobStream = await stream(b.base, bob);
  const bobSnapshot = await bobStream.next((e) => e.event === "snapshot");
  assert.deepEqual(bobSnapshot.data.online, [annId, bobId].sort(), "B sees Ann, who watches on A");
  await annStream.next(onlineIs([annId, bobId]));

  bobStream.close();
  await annStream.next(onlineIs([annId]));
});

test("presence falls back to each process's own streams when Redis does not answer", async (t) => {
  // Nothing listens on port 1: every Redis call fails at once.
  const { a, b, bob, annId, bobId, annStream, stream } = await twoApps(t, "redis://127.0.0.1:1");
  const bobStream = await stream(b.base, bob);
  assert.deepEqual((await bobStream.next((e) => e.event === "snapshot")).data.online, [bobId]);
  await stream(a.base, bob);
  await annStream.next(onlineIs([annId, bobId]));
});

test("a process that dies without leaving drops out of presence once its entries expire", async (t) => {
  if (!requireServer(t, "REDIS_URL")) return;
  const url = process.env.REDIS_URL as string;
  // A short TTL so the survivors re-read the set every 200 ms.
  const { annId, bobId, annStream, sessionId } = await twoApps(t, url, 600);
  const redis = new Redis(url);
  t.after(() => redis.disconnect());
  // What a crashed process leaves behind: its member, never renewed nor removed.
  await redis.zadd(`dice:presence:${sessionId}`, Date.now() + 600, `crashed-process ${bobId}`);
  await redis.publish("dice:presence", `crashed-process ${sessionId}`);
  const from = annStream.events.length;
  const both = await annStream.next(onlineIs([annId, bobId]), from);
  await annStream.next(onlineIs([annId]), annStream.events.indexOf(both) + 1);
});

test("spectators counts an outsider watching on another process once, and only them", async (t) => {
  if (!requireServer(t, "REDIS_URL")) return;
  const url = process.env.REDIS_URL as string;
  const store = await openTestStore();
  const a = await apiOver(store, createRedisPresence(url, silent));
  const b = await apiOver(store, createRedisPresence(url, silent));
  t.after(async () => {
    await a.close();
    await b.close();
    await store.close();
  });
  const table = await startGame(a.app, "pig", 2, { visibility: "public", plugin_id: "pig" });
  const [ann, bob] = table.players as [string, string];
  const outsider = await guest(a.app, "Outsider");
  const path = `/api/v1/sessions/${table.sessionId}/events`;
  const open = async (base: string, authorization: string) => {
    const client = await openSse(base, path, { authorization });
    t.after(() => client.close());
    return client;
  };
  const annStream = await open(a.base, ann);
  await open(b.base, bob);
  await open(b.base, outsider);
  await open(a.base, outsider);
  const counted = await annStream.next((e) => e.event === "presence" && e.data.spectators === 1);
  assert.deepEqual(counted.data.online, [...table.participantIds].sort(), "outsiders are not online");
  const state = await call(b.app, ann, "GET", `/games/${table.gameId}/state`);
  assert.equal(json<{ spectators: number }>(state).spectators, 1, "one person on two processes");
});
