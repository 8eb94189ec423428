import assert from "node:assert/strict";
import { describe, test } from "node:test";
import pino from "pino";
import { createRedisChangeFeed } from "../../../src/changes/redis-change-feed.ts";
import { type ChangeNotice, createLocalChangeFeed } from "../../../src/db/change-feed.ts";
import type { GameRow } from "../../../src/db/schema.ts";
import { requireServer } from "../../support/test-store.ts";

const change: ChangeNotice = { session_id: "s1", game_id: "g1", kind: "game_updated", version: 3 };
const silent = pino({ level: "silent" });

function nextChange(subscribe: (fn: (c: ChangeNotice) => void) => () => void): Promise<ChangeNotice> {
  return new Promise((resolve) => {
    const off = subscribe((c) => {
      off();
      resolve(c);
    });
  });
}

describe("the change feed", () => {
  test("in one process, subscribers hear each publish; a throwing listener does not stop the others", () => {
    const errors: unknown[] = [];
    const feed = createLocalChangeFeed((e) => errors.push(e));
    const heard: ChangeNotice[] = [];
    feed.subscribe(() => {
      throw new Error("boom");
    });
    const off = feed.subscribe((c) => heard.push(c));
    feed.publish(change);
    off();
    feed.publish(change);
    assert.deepEqual(heard, [change]);
    assert.equal(errors.length, 2);
  });

  test("over Redis, a change published by one process reaches another once, and its own at once, with what it committed only at home", async (t) => {
    if (!requireServer(t, "REDIS_URL")) return;
    const url = process.env.REDIS_URL as string;
    const a = createRedisChangeFeed(url, silent);
    const b = createRedisChangeFeed(url, silent);
    t.after(() => Promise.all([a.close(), b.close()]));
    assert.equal(await a.ping(), true);
    // Subscriptions are asynchronous: wait until b hears a probe.
    for (let heard = false; !heard; ) {
      const probe = nextChange(b.subscribe);
      a.publish({ ...change, version: 0 });
      heard = await Promise.race([
        probe.then(() => true),
        new Promise<boolean>((r) => setTimeout(r, 50, false)),
      ]);
    }
    const inA: ChangeNotice[] = [];
    a.subscribe((c) => inA.push(c));
    const received = nextChange(b.subscribe);
    const carrying: ChangeNotice = {
      ...change,
      committed: { entries: [], game: { row: {} as GameRow, state: {} } },
    };
    a.publish(carrying);
    assert.deepEqual(inA, [carrying]);
    assert.deepEqual(await received, change);
  });

  test("with Redis down, publishing neither throws nor stops local subscribers", async (t) => {
    const feed = createRedisChangeFeed("redis://127.0.0.1:1", silent);
    t.after(() => feed.close());
    const heard: ChangeNotice[] = [];
    feed.subscribe((c) => heard.push(c));
    feed.publish(change);
    assert.deepEqual(heard, [change]);
    assert.equal(await feed.ping(), false);
  });
});
