import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import pino from "pino";
import { createRedisChangeFeed } from "../../src/changes/redis-change-feed.ts";
import type { ChangeNotice } from "../../src/db/change-feed.ts";
import { startApiProcess } from "../support/api-process.ts";
import { assertBuilt } from "../support/built.ts";
import { connectChannelAt } from "../support/channel-client.ts";
import { freePort } from "../support/ports.ts";
import { redisNamespaceOf } from "../support/redis-namespace.ts";
import { createScratchDatabase } from "../support/scratch-database.ts";
import { openSse } from "../support/sse-client.ts";
import { requireServer } from "../support/test-store.ts";

const SECRET = "scale-test-secret-scale-test-secret-0123456789";
const silent = pino({ level: "silent" });

/** Polls `check` (doing `nudge` before each look) until it holds; the bound only stops a hung test. */
async function until(what: string, check: () => boolean, nudge = () => {}): Promise<void> {
  for (const start = Date.now(); Date.now() - start < 60_000; ) {
    nudge();
    if (check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.fail(`never: ${what}`);
}

/** Resolves once `feed` hears notices sent through Redis by another publisher: its subscription is live. */
async function subscribed(
  redisUrl: string,
  namespace: string,
  heard: readonly ChangeNotice[],
): Promise<void> {
  const probe = createRedisChangeFeed(redisUrl, silent, namespace);
  const notice: ChangeNotice = {
    session_id: randomUUID(),
    game_id: null,
    kind: "session_updated",
    version: null,
  };
  try {
    await until(
      "the third process hears the change feed",
      () => heard.some((c) => c.session_id === notice.session_id),
      () => probe.publish(notice),
    );
  } finally {
    await probe.close();
  }
}

async function call(url: string, method: string, path: string, auth?: string, body?: unknown, headers = {}) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(auth ? { authorization: auth } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("two API processes over one PostgreSQL, with Redis", () => {
  test("a game played alternately on both: every move applied once, and a third process hears each", async (t) => {
    if (!requireServer(t, "DATABASE_URL") || !requireServer(t, "REDIS_URL")) return;
    const redisUrl = process.env.REDIS_URL as string;
    const database = await createScratchDatabase(process.env.DATABASE_URL as string, "scale");
    assertBuilt();
    // The processes' change feed, which the third one (this test) listens to.
    const namespace = redisNamespaceOf(database.url);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_NAMESPACE: namespace,
      JWT_SECRET: SECRET,
      HOST: "127.0.0.1",
    };
    // Migrations run once: the first process applies them, the second finds them applied.
    const a = await startApiProcess(await freePort(), env);
    const b = await startApiProcess(await freePort(), env);
    const third = createRedisChangeFeed(redisUrl, silent, namespace);
    const heard: ChangeNotice[] = [];
    third.subscribe((c) => heard.push(c));
    t.after(async () => {
      await Promise.all([a.stop(), b.stop()]);
      await third.close();
      await database.drop();
    });

    const guest = async (url: string) =>
      `Guest ${(await call(url, "POST", "/auth/guest", undefined, {})).body.guest_token}`;
    const ann = await guest(a.url);
    const bob = await guest(b.url);
    const session = (await call(a.url, "POST", "/sessions", ann)).body;
    assert.equal(
      (await call(b.url, "POST", "/sessions/join", bob, { invite_code: session.invite_code })).status,
      200,
    );
    const game = (
      await call(b.url, "POST", `/sessions/${session.id}/games`, ann, { plugin_id: "tic-tac-toe" })
    ).body;
    const gameId = game.id as string;
    // Bob watches the session's live stream on process B; most moves are made on A.
    const stream = await openSse(b.url, `/api/v1/sessions/${session.id}/events`, { authorization: bob });
    t.after(() => stream.close());
    await stream.next((e) => e.event === "snapshot");
    // And over the WebSocket channel on B; Ann's moves on A go over the channel there.
    const watcher = await connectChannelAt(b.url, bob);
    const mover = await connectChannelAt(a.url, ann);
    t.after(() => {
      watcher.socket.close();
      mover.socket.close();
    });
    assert.equal((await watcher.request({ type: "subscribe", session_id: session.id })).status, 200);
    await subscribed(redisUrl, namespace, heard);

    // Ann plays 4, 2, 6 on process A; Bob 0, 1 on process B: Ann wins on the diagonal.
    const moves: [string, string, number][] = [
      [a.url, ann, 4],
      [b.url, bob, 0],
      [a.url, ann, 2],
      [b.url, bob, 1],
    ];
    for (const [url, who, cell] of moves) {
      const move = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell } };
      const res =
        who === ann
          ? await mover.request({ type: "act", game_id: gameId, ...move })
          : await call(url, "POST", `/games/${gameId}/actions`, who, move);
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    // The winning move sent to both processes at once, same key and action id: applied once, same answer.
    const last = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 6 } };
    const key = { "idempotency-key": randomUUID() };
    const [onA, onB] = await Promise.all(
      [a.url, b.url].map((url) => call(url, "POST", `/games/${gameId}/actions`, ann, last, key)),
    );
    assert.equal(onA?.status, 200);
    assert.deepEqual(onA?.body, onB?.body);

    await stream.next((e) => e.event === "game_over");
    assert.deepEqual(
      stream.events.filter((e) => e.event === "action_applied").map((e) => e.data.version),
      [2, 3, 4, 5, 6],
      "process B's stream carries the moves made on A",
    );
    await watcher.next((f) => f.type === "event" && f.event === "game_over");
    assert.deepEqual(
      watcher
        .pending()
        .filter((f) => f.event === "action_applied")
        .map((f) => (f.data as { version: number }).version),
      [2, 3, 4, 5, 6],
      "process B's channel carries the moves made on A",
    );

    const state = (await call(b.url, "GET", `/games/${gameId}/state`, bob)).body;
    assert.equal(state.status, "finished");
    assert.equal(state.version, 6);
    const audit = (await call(a.url, "GET", `/games/${gameId}/audit`, ann)).body.entries as {
      kind: string;
    }[];
    assert.equal(audit.filter((e) => e.kind === "action").length, 5);

    const moved = () =>
      heard
        .filter((c) => c.game_id === gameId && c.kind === "game_updated")
        .map((c) => c.version)
        .filter((v) => v !== null && v > 1);
    await until("the third process hears five moves", () => moved().length >= 5);
    assert.deepEqual(moved(), [2, 3, 4, 5, 6]);
  });
});
