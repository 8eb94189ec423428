import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { connectChannel } from "../support/channel-client.ts";
import { readState, startGame } from "../support/play.ts";
import { openSse, type SseEvent } from "../support/sse-client.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

/** Polls the state document until its spectators are `count`. */
async function spectatorsBecome(read: () => Promise<{ spectators: number }>, count: number) {
  for (let tries = 0; tries < 200; tries++) {
    if ((await read()).spectators === count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.equal((await read()).spectators, count);
}

const presenceOf = (count: number) => (e: SseEvent) => e.event === "presence" && e.data.spectators === count;

test("spectators counts each person watching without a seat once, on any wire: outsiders and unseated participants, not players", async (t) => {
  const { app } = await createTestApp(t);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const table = await startGame(app, "pig", 2, { visibility: "public", plugin_id: "pig", max_players: 4 });
  const [ann, bob] = table.players as [string, string];
  const seated = await guest(app, "Late");
  const joined = await call(app, seated, "POST", "/sessions/join", { invite_code: table.inviteCode });
  assert.equal(json<{ participant: { role: string } }>(joined).participant.role, "spectator");
  const [carol, dave] = [await guest(app, "Carol"), await guest(app, "Dave")];
  const state = () => readState(app, ann, table.gameId);
  assert.equal((await state()).spectators, 0);

  const image = () => call(app, ann, "GET", `/media/render/${table.gameId}?format=png`);
  const unwatched = await image();

  const path = `/api/v1/sessions/${table.sessionId}/events`;
  const sse = async (authorization: string) => {
    const stream = await openSse(base, path, { authorization });
    t.after(() => stream.close());
    assert.equal(stream.status, 200);
    return stream;
  };
  const annStream = await sse(ann);
  const carolStreams = [await sse(carol), await sse(carol)];
  const carolChannel = await connectChannel(app, carol);
  t.after(() => carolChannel.socket.close());
  await carolChannel.request({ type: "subscribe", session_id: table.sessionId });
  await spectatorsBecome(state, 1);

  const daveChannel = await connectChannel(app, dave);
  t.after(() => daveChannel.socket.close());
  await daveChannel.request({ type: "subscribe", session_id: table.sessionId });
  await sse(seated);
  await sse(bob);
  await spectatorsBecome(state, 3);
  await annStream.next(presenceOf(3));
  assert.equal((await readState(app, carol, table.gameId)).spectators, 3, "outsiders read the count too");
  const watched = await image();
  assert.match(String(watched.headers.etag), /\.w3\.png"$/, "the label drawn is part of the ETag");
  assert.ok(!watched.rawPayload.equals(unwatched.rawPayload), "the count is drawn");
  const stale = await app.inject({
    method: "GET",
    url: `/api/v1/media/render/${table.gameId}?format=png`,
    headers: { authorization: ann, "if-none-match": String(unwatched.headers.etag) },
  });
  assert.equal(stale.statusCode, 200, "an image drawn before the watchers came is not current");

  await call(app, ann, "POST", `/games/${table.gameId}/actions`, {
    action_id: randomUUID(),
    action_type: "roll_dice",
    payload: {},
  });
  const moved = await annStream.next((e) => e.event === "action_applied");
  assert.equal((moved.data.state as { spectators: number }).spectators, 3, "events carry the count");
  const tv = json<{ state: { spectators: number } }>(await call(app, dave, "GET", "/tv"));
  assert.equal(tv.state.spectators, 3);

  for (const stream of carolStreams) stream.close();
  await spectatorsBecome(state, 3); // Carol still watches over the channel
  await carolChannel.request({ type: "unsubscribe", session_id: table.sessionId });
  await spectatorsBecome(state, 2);
  await annStream.next(presenceOf(2));
});

test("a chat watching the game on TV counts as one spectator, in the state and the viewers' presence, until it stops", async (t) => {
  const { app, core } = await createTestApp(t);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const table = await startGame(app, "pig", 2, { visibility: "public", plugin_id: "pig", max_players: 2 });
  const [ann] = table.players as [string, string];
  const state = () => readState(app, ann, table.gameId);
  core.chatWatchers.watch("-100123", table.sessionId);
  core.chatWatchers.watch("-100123", table.sessionId);
  await spectatorsBecome(state, 1);

  const annStream = await openSse(base, `/api/v1/sessions/${table.sessionId}/events`, { authorization: ann });
  t.after(() => annStream.close());
  const carol = await guest(app, "Carol");
  const carolChannel = await connectChannel(app, carol);
  t.after(() => carolChannel.socket.close());
  await carolChannel.request({ type: "subscribe", session_id: table.sessionId });
  await spectatorsBecome(state, 2);
  core.chatWatchers.watch("42", table.sessionId);
  const told = await annStream.next(presenceOf(3));
  assert.deepEqual(told.data.online, [table.participantIds[0]], "a chat is never online as a participant");

  core.chatWatchers.unwatch("-100123");
  core.chatWatchers.unwatch("42");
  await annStream.next(presenceOf(1));
  await spectatorsBecome(state, 1);
});
