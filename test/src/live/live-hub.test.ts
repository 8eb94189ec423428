import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import type { FastifyReply } from "fastify";
import { responseSink } from "../../../api/sse-sink.ts";
import { SSE_WIRE } from "../../../src/live/live-event.ts";
import { createLiveHub } from "../../../src/live/live-hub.ts";
import { startGame } from "../../support/play.ts";
import { call, createTestApp } from "../../support/test-app.ts";

test("a resume further behind than the replay limit gets resync with the current state", async (t) => {
  const { app, core, store } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  const [ann, bob] = table.players as [string, string];
  for (const [auth, cell] of [
    [ann, 4],
    [bob, 0],
    [ann, 2],
  ] as const)
    await call(app, auth, "POST", `/games/${table.gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell },
    });
  const hub = createLiveHub({ store, heartbeatMs: 60_000, replayLimit: 2 });
  t.after(() => hub.close());
  const user = (await core.auth.authenticate("Guest", bob.slice(6)))?.userId as string;
  let text = "";
  const sink = {
    wire: SSE_WIRE,
    write: (s: string) => {
      text += s;
    },
    end: () => {},
  };
  const close = await hub.open({ userId: user, sessionId: table.sessionId, lastEventId: 1, sink });
  close();
  assert.match(text, /^id: \d+\nevent: resync\n/);
  assert.match(text, /"version":4/);
  assert.equal(hub.size(), 0);
});

test("a client that lets the buffer fill is disconnected instead of buffered for", () => {
  const written: string[] = [];
  let destroyed = false;
  const raw = {
    destroyed: false,
    writableLength: 0,
    writeHead: () => {},
    write: (s: string) => {
      written.push(s);
      raw.writableLength += s.length;
    },
    destroy: () => {
      destroyed = true;
      raw.destroyed = true;
    },
    end: () => {},
  };
  const reply = { raw, hijack: () => {}, getHeaders: () => ({}) } as unknown as FastifyReply;
  const sink = responseSink(reply, 100);
  sink.write("x".repeat(60));
  sink.write("x".repeat(60));
  assert.equal(destroyed, false);
  sink.write("x".repeat(60));
  assert.equal(destroyed, true);
  const before = written.length;
  sink.write("more");
  assert.equal(written.length, before, "nothing is queued after the cut");
});

test("a stream still opening when the hub closes is ended, not left open", async (t) => {
  const { app, core, store } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  const hub = createLiveHub({ store, heartbeatMs: 60_000 });
  const user = (await core.auth.authenticate("Guest", (table.players[1] as string).slice(6)))
    ?.userId as string;
  let ended = false;
  const sink = { wire: SSE_WIRE, write: () => {}, end: () => (ended = true) };
  const opening = hub.open({ userId: user, sessionId: table.sessionId, lastEventId: null, sink });
  hub.close();
  (await opening)();
  assert.equal(ended, true);
  assert.equal(hub.size(), 0);
});
