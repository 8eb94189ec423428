import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { wireForm } from "../../../src/db/change-feed.ts";
import type { Store } from "../../../src/db/store.ts";
import { SSE_WIRE } from "../../../src/live/live-event.ts";
import { createLiveHub } from "../../../src/live/live-hub.ts";
import { startGame } from "../../support/play.ts";
import { call, createTestApp, guest } from "../../support/test-app.ts";

/** The store as a hub sees it, counting its reads; `carry: false` hears every notice as another process would send it. */
function hubStore(store: Store, carry: boolean) {
  const counted = { reads: 0 };
  const view: Store = {
    ...store,
    all: (query, params) => {
      counted.reads++;
      return store.all(query, params);
    },
    first: (query, params) => {
      counted.reads++;
      return store.first(query, params);
    },
    changes: {
      ...store.changes,
      subscribe: (listener) =>
        store.changes.subscribe((change) => listener(carry ? change : wireForm(change))),
    },
  };
  return { view, counted };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(condition(), "the stream got its event");
}

test("a move this process committed reaches its streams without a read; a refusal before it, a finishing move or a notice from elsewhere is read from the log, and the bytes are the same", async (t) => {
  const { app, core, store } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  const [ann, bob] = table.players as [string, string];
  const carrying = hubStore(store, true);
  const reading = hubStore(store, false);
  const streams = { carrying: "", reading: "" };
  const userId = (await core.auth.authenticate("Guest", bob.slice(6)))?.userId as string;
  for (const [name, { view }] of [
    ["carrying", carrying],
    ["reading", reading],
  ] as const) {
    const hub = createLiveHub({ store: view, heartbeatMs: 60_000 });
    t.after(() => hub.close());
    const sink = {
      wire: SSE_WIRE,
      write: (s: string | Uint8Array) => {
        streams[name] += s.toString();
      },
      end: () => {},
    };
    t.after(await hub.open({ userId, sessionId: table.sessionId, lastEventId: null, sink }));
  }
  const play = async (auth: string, cell: number, version: number | null) => {
    const answer = await call(app, auth, "POST", `/games/${table.gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell },
    });
    if (version !== null) await until(() => streams.reading.includes(`"version":${version},`));
    await until(() => streams.reading.length === streams.carrying.length);
    return answer;
  };
  await play(ann, 4, 2);
  const reads = carrying.counted.reads;
  const readsElsewhere = reading.counted.reads;
  await play(bob, 0, 3);
  await play(ann, 1, 4);
  assert.equal(carrying.counted.reads, reads, "carried moves are not read back");
  assert.ok(reading.counted.reads > readsElsewhere, "a notice from elsewhere is read");

  assert.equal((await play(ann, 2, null)).json().code, "not_your_turn");
  await play(bob, 3, 5);
  assert.ok(carrying.counted.reads > reads, "a refusal left a gap: the log is read");
  const afterGap = carrying.counted.reads;
  await play(ann, 8, 6);
  assert.equal(carrying.counted.reads, afterGap, "carrying resumes after the gap");
  await play(bob, 6, 7);
  await until(() => streams.carrying.includes("event: game_over"));
  assert.ok(carrying.counted.reads > afterGap, "a finishing move is read with its game_over");
  assert.equal(streams.carrying, streams.reading);
  assert.equal(streams.carrying.match(/event: action_applied/g)?.length, 6);
});

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

test("a crowd arriving at a settled public game starts from what the channel last sent, reading nothing, and hears the next move", async (t) => {
  const { app, core, store } = await createTestApp(t);
  const table = await startGame(app, "pig", 2, { visibility: "public", plugin_id: "pig", max_players: 2 });
  const { view, counted } = hubStore(store, true);
  const hub = createLiveHub({ store: view, heartbeatMs: 60_000 });
  t.after(() => hub.close());
  const open = async (auth: string) => {
    const userId = (await core.auth.authenticate("Guest", auth.slice(6)))?.userId as string;
    const stream = { text: "" };
    const sink = {
      wire: SSE_WIRE,
      write: (s: string | Uint8Array) => (stream.text += s.toString()),
      end: () => {},
    };
    t.after(await hub.open({ userId, sessionId: table.sessionId, lastEventId: null, sink }));
    return stream;
  };
  const first = await open(await guest(app, "First"));
  await turns(5);
  const reads = counted.reads;
  const crowd = [];
  for (let i = 0; i < 5; i++) crowd.push(await open(await guest(app, `Watcher ${i}`)));
  assert.equal(counted.reads, reads, "the crowd's streams read nothing");
  for (const stream of crowd) assert.match(stream.text, /^id: \d+\nevent: snapshot\n/);

  await call(app, table.players[0] as string, "POST", `/games/${table.gameId}/actions`, {
    action_id: randomUUID(),
    action_type: "roll_dice",
  });
  for (let i = 0; i < 200 && !crowd.every((s) => s.text.includes("event: action_applied")); i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  for (const stream of [first, ...crowd]) assert.match(stream.text, /event: action_applied\n/);
});
