import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { channelClient, connectChannel } from "../support/channel-client.ts";
import { startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

const userIdOf = async (app: Awaited<ReturnType<typeof createTestApp>>["app"], auth: string) =>
  json<{ user_id: string }>(await call(app, auth, "GET", "/users/me")).user_id;

describe("the WebSocket channel", () => {
  test("auth comes first: requests before it, bad credentials and bad frames get errors and the connection stays open", async (t) => {
    const { app } = await createTestApp(t);
    const { players } = await startGame(app, "tic-tac-toe", 2);
    const ann = players[0] as string;
    const client = channelClient(await app.injectWS("/api/v1/ws"));

    client.send({ type: "state", ref: "early", game_id: randomUUID() });
    const early = await client.next((f) => f.type === "error");
    assert.equal(early.status, 401);
    assert.equal(early.ref, "early");
    assert.equal((early.body as { code: string }).code, "unauthenticated");

    client.send({ type: "auth", authorization: "Guest nope" });
    const refused = await client.next((f) => f.type === "error");
    assert.equal(refused.status, 401);
    assert.equal((refused.body as { code: string }).code, "invalid_token");

    client.send("{not json");
    const malformed = await client.next((f) => f.type === "error");
    assert.equal(malformed.status, 400);
    assert.equal((malformed.body as { code: string }).code, "invalid_json");

    client.send({ type: "dance", ref: "x" });
    const unknown = await client.next((f) => f.type === "error");
    assert.equal(unknown.status, 400);
    assert.equal((unknown.body as { code: string }).code, "invalid_request");

    client.socket.send(Buffer.from("{}"), { binary: true });
    assert.equal((await client.next((f) => f.type === "error")).status, 400);

    client.send({ type: "auth", authorization: ann });
    const ready = await client.next((f) => f.type === "ready");
    assert.equal(ready.user_id, await userIdOf(app, ann));

    const invalid = await client.request({ type: "act", game_id: "nope", action_type: "pass" });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.code, "invalid_request");
    assert.match(String(invalid.body.detail), /game_id/);
    assert.match(String(invalid.body.detail), /action_id/);
    client.socket.terminate();
  });

  test("act and state answer exactly what the REST routes answer, refusals included", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const [ann, bob] = players as [string, string];
    const client = await connectChannel(app, ann);

    const state = await client.request({ type: "state", game_id: gameId });
    assert.equal(state.status, 200);
    assert.deepEqual(state.body, json(await call(app, ann, "GET", `/games/${gameId}/state`)));

    const move = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 4 } };
    const applied = await client.request({ type: "act", game_id: gameId, ...move });
    assert.equal(applied.status, 200);
    assert.equal(applied.body.applied, true);
    assert.equal(applied.body.version, 2);

    const again = await client.request({ type: "act", game_id: gameId, ...move });
    assert.equal(again.status, 200);
    assert.equal(again.replayed, true);
    assert.deepEqual(again.body, applied.body);

    const early = await client.request({
      type: "act",
      game_id: gameId,
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 0 },
    });
    assert.equal(early.status, 409);
    assert.equal(early.body.code, "not_your_turn");
    const rest = await call(app, ann, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 0 },
    });
    assert.deepEqual({ ...early.body, detail: "" }, { ...json(rest), detail: "" });

    const stale = await connectChannel(app, bob);
    const old = await stale.request({
      type: "act",
      game_id: gameId,
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 0 },
      expected_version: 1,
    });
    assert.equal(old.status, 409);
    assert.equal(old.body.code, "stale_version");

    const missing = await client.request({ type: "state", game_id: randomUUID() });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, "game_not_found");
  });

  test("an Idempotency-Key sent over REST replays over the channel, and the same key with another body is refused", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const ann = players[0] as string;
    const key = randomUUID();
    const move = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 4 } };
    const rest = await call(app, ann, "POST", `/games/${gameId}/actions`, move, { "idempotency-key": key });
    assert.equal(rest.statusCode, 200);
    const client = await connectChannel(app, ann);
    const replay = await client.request({ type: "act", game_id: gameId, ...move, idempotency_key: key });
    assert.equal(replay.status, 200);
    assert.equal(replay.replayed, true);
    assert.deepEqual(replay.body, json(rest));
    const other = await client.request({
      type: "act",
      game_id: gameId,
      ...move,
      payload: { cell: 5 },
      idempotency_key: key,
    });
    assert.equal(other.status, 422);
    assert.equal(other.body.code, "idempotency_key_reused");
    const keyed = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 0 } };
    const bob = await connectChannel(app, players[1] as string);
    const second = randomUUID();
    const first = await bob.request({ type: "act", game_id: gameId, ...keyed, idempotency_key: second });
    assert.equal(first.status, 200);
    const retried = await call(app, players[1] as string, "POST", `/games/${gameId}/actions`, keyed, {
      "idempotency-key": second,
    });
    assert.equal(retried.headers["idempotent-replayed"], "true");
    assert.deepEqual(json(retried), first.body);
  });

  test("subscribe answers first, then the session's events as on the SSE stream; last_event_id resumes; unsubscribe stops them", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, sessionId, players } = await startGame(app, "tic-tac-toe", 2);
    const [ann, bob] = players as [string, string];
    const watcher = await connectChannel(app, bob);
    const ref = "sub-1";
    watcher.send({ type: "subscribe", ref, session_id: sessionId });
    const order: string[] = [];
    const result = await watcher.next((f) => f.type === "result" && f.ref === ref);
    order.push(String(result.type));
    assert.equal(result.status, 200);
    const snapshot = await watcher.next((f) => f.type === "event");
    assert.equal(snapshot.event, "snapshot");
    assert.equal(snapshot.session_id, sessionId);
    const snapshotId = snapshot.id as number;

    const mover = await connectChannel(app, ann);
    const move = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 4 } };
    await mover.request({ type: "act", game_id: gameId, ...move });
    const applied = await watcher.next((f) => f.type === "event" && f.event === "action_applied");
    const data = applied.data as { version: number; state: { version: number }; you: string };
    assert.equal(data.version, 2);
    assert.equal(data.state.version, 2);
    assert.ok((applied.id as number) > snapshotId);
    await watcher.next((f) => f.type === "event" && f.event === "turn");

    const resumed = await connectChannel(app, bob);
    const again = await resumed.request({
      type: "subscribe",
      session_id: sessionId,
      last_event_id: snapshotId,
    });
    assert.equal(again.status, 200);
    const replayed = await resumed.next((f) => f.type === "event");
    assert.equal(replayed.event, "action_applied");
    assert.equal(replayed.id, applied.id);

    const stopped = await watcher.request({ type: "unsubscribe", session_id: sessionId });
    assert.equal(stopped.status, 200);
    await call(app, bob, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 0 },
    });
    await resumed.next((f) => f.type === "event" && f.event === "action_applied" && f.id !== applied.id);
    assert.deepEqual(
      watcher.pending().filter((f) => f.type === "event" && f.event === "action_applied"),
      [],
    );

    const stranger = await connectChannel(app, (await startGame(app, "pig", 2)).players[0] as string);
    const refused = await stranger.request({ type: "subscribe", session_id: sessionId });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, "not_participant");
  });

  test("a personal token's scopes hold on the channel, and a revoked token stops working", async (t) => {
    const { app, clock } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const ann = players[0] as string;
    const tokenOf = async (scopes: string[]) =>
      `Token ${json<{ token: string }>(await call(app, ann, "POST", "/users/me/tokens", { name: "bot", scopes })).token}`;
    const reader = await connectChannel(app, await tokenOf(["read"]));
    assert.equal((await reader.request({ type: "state", game_id: gameId })).status, 200);
    const refused = await reader.request({
      type: "act",
      game_id: gameId,
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 4 },
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, "insufficient_scope");

    const player = await tokenOf(["play", "read"]);
    const bot = await connectChannel(app, player);
    const listed = json<{ tokens: { id: string; scopes: string[] }[] }>(
      await call(app, ann, "GET", "/users/me/tokens"),
    );
    const id = listed.tokens.find((tk) => tk.scopes.includes("play"))?.id as string;
    assert.equal((await call(app, ann, "DELETE", `/users/me/tokens/${id}`)).statusCode, 204);
    clock.advance(6_000);
    const revoked = await bot.request({ type: "state", game_id: gameId });
    assert.equal(revoked.status, 401);
    assert.equal(revoked.body.code, "invalid_token");
  });

  test("a plain GET of the channel answers 426, and the AsyncAPI document is served", async (t) => {
    const { app } = await createTestApp(t);
    const plain = await app.inject({ method: "GET", url: "/api/v1/ws" });
    assert.equal(plain.statusCode, 426);
    assert.equal(json<{ code: string }>(plain).code, "upgrade_required");
    const doc = json<{ asyncapi: string; channels: Record<string, { address: string }> }>(
      await app.inject({ method: "GET", url: "/api/v1/asyncapi.json" }),
    );
    assert.equal(doc.asyncapi, "3.0.0");
    assert.equal(doc.channels.play?.address, "/api/v1/ws");
  });
});
