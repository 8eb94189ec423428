import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import type { LiarsDiceState } from "../../src/games/liars-dice/liars-dice-state.ts";
import { connectChannel } from "../support/channel-client.ts";
import { diceIn } from "../support/dice-in.ts";
import { storedGame } from "../support/game-audit.ts";
import { pickAction, readState, startGame } from "../support/play.ts";
import { openSse } from "../support/sse-client.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

test("an outsider watching a public liar's dice game on every wire never receives a cup before its call shows it", async (t) => {
  const { app, store } = await createTestApp(t);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const table = await startGame(app, "liars-dice", 3, { visibility: "public", plugin_id: "liars-dice" });
  const bob = table.players[1] as string;
  const outsider = await guest(app, "Outsider");
  const path = `/sessions/${table.sessionId}/events`;
  const ticket = json<{ ticket: string }>(await call(app, outsider, "POST", `${path}/ticket`));
  const streams = [
    await openSse(base, `/api/v1${path}`, { authorization: outsider }),
    await openSse(base, `/api/v1${path}?ticket=${encodeURIComponent(ticket.ticket)}`),
  ];
  t.after(() => {
    for (const stream of streams) stream.close();
  });
  for (const stream of streams) assert.equal(stream.status, 200);
  const channel = await connectChannel(app, outsider);
  t.after(() => channel.socket.close());
  assert.equal((await channel.request({ type: "subscribe", session_id: table.sessionId })).status, 200);

  const image = (auth: string) => call(app, auth, "GET", `/media/render/${table.gameId}?format=png`);
  const stored = async () => JSON.parse((await storedGame(store, table.gameId)).state) as LiarsDiceState;
  const taken = streams.map(() => 0);
  let framesTaken = 0;
  /** What reached the outsider since the last look: its reads, both streams' events and the channel's frames. */
  const arrived = (...reads: unknown[]) => {
    const frames = channel.pending();
    const fresh = [
      ...reads,
      ...frames.slice(framesTaken),
      ...streams.flatMap((s, i) => s.events.slice(taken[i]).map((e) => e.data)),
    ];
    framesTaken = frames.length;
    for (const [i, s] of streams.entries()) taken[i] = s.events.length;
    return fresh;
  };
  let shown = 0;
  for (let moves = 0; ; moves++) {
    assert.ok(moves < 2000, "the game ends");
    const state = await stored();
    const outsiderDoc = await readState(app, outsider, table.gameId);
    const overChannel = await channel.request({ type: "state", game_id: table.gameId });
    assert.equal(overChannel.status, 200);
    const fresh = arrived(outsiderDoc, overChannel.body);
    if (outsiderDoc.status !== "running") break;
    assert.deepEqual(outsiderDoc.allowed_actions, []);
    const { mine, cups } = diceIn(fresh);
    for (const dice of mine) assert.deepEqual(dice, [], "no cup of its own, nor anyone's");
    const secret = JSON.stringify(state.cups);
    for (const cup of cups) assert.notEqual(JSON.stringify(cup), secret, "this round's cups stay hidden");
    shown += cups.length;
    assert.ok(!JSON.stringify(fresh).includes(state.salt), "the salt never leaves");
    if (moves % 10 === 0) {
      const [seen, seated] = [await image(outsider), await image(bob)];
      assert.equal(seen.statusCode, 200);
      assert.ok(seen.rawPayload.equals(seated.rawPayload), "the outsider's picture is everyone's");
      assert.equal((await call(app, outsider, "GET", `/games/${table.gameId}/export`)).statusCode, 409);
    }

    const mover = table.players[outsiderDoc.turn?.seat as number] as string;
    const res = await call(app, mover, "POST", `/games/${table.gameId}/actions`, {
      action_id: randomUUID(),
      ...pickAction(await readState(app, mover, table.gameId)),
    });
    assert.equal(res.statusCode, 200, res.body);
    const version = outsiderDoc.version + 1;
    const shows = (e: { data: Record<string, unknown> }) =>
      ((e.data.state as { version?: number } | null)?.version ?? 0) >= version;
    for (const [i, stream] of streams.entries()) await stream.next(shows, taken[i]);
  }
  assert.ok(shown > 0, "called rounds were shown, as the rules show them");
  const exported = await call(app, outsider, "GET", `/games/${table.gameId}/export`);
  assert.equal(exported.statusCode, 200, "once over, the export opens to anyone");
});

test("an outsider reads nothing of a private session: state, events, ticket, channel, image, link or export", async (t) => {
  const { app } = await createTestApp(t);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const table = await startGame(app, "liars-dice", 2);
  const outsider = await guest(app, "Outsider");
  const refused = (res: { statusCode: number; body: string }) => {
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(json(res).code, "not_participant");
  };
  refused(await call(app, outsider, "GET", `/games/${table.gameId}/state`));
  refused(await call(app, outsider, "GET", `/sessions/${table.sessionId}`));
  refused(await call(app, outsider, "POST", `/sessions/${table.sessionId}/events/ticket`));
  refused(await call(app, outsider, "GET", `/media/render/${table.gameId}?format=png`));
  const link = await app.inject({
    method: "GET",
    url: `/api/v1/media/render/${table.gameId}`,
    headers: { authorization: outsider, accept: "application/json" },
  });
  refused(link);
  const stream = await openSse(base, `/api/v1/sessions/${table.sessionId}/events`, {
    authorization: outsider,
  });
  t.after(() => stream.close());
  assert.equal(stream.status, 403);
  const channel = await connectChannel(app, outsider);
  t.after(() => channel.socket.close());
  const subscribed = await channel.request({ type: "subscribe", session_id: table.sessionId });
  assert.equal(subscribed.status, 403);
  assert.equal(subscribed.body.code, "not_participant");
  const state = await channel.request({ type: "state", game_id: table.gameId });
  assert.equal(state.status, 403);
  const exported = await call(app, outsider, "GET", `/games/${table.gameId}/export`);
  assert.equal(exported.statusCode, 409, "a running game's export is closed to everyone");
  assert.equal(json(exported).code, "game_running");
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(
    channel.pending().filter((f) => f.type === "event"),
    [],
    "no event reached the outsider",
  );
});
