import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, type TestContext, test } from "node:test";
import type { App } from "../../api/create-app.ts";
import { startGame } from "../support/play.ts";
import { openSse, type SseEvent } from "../support/sse-client.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

async function listen(t: TestContext, env: Record<string, string> = {}) {
  const harness = await createTestApp(t, env);
  const base = await harness.app.listen({ port: 0, host: "127.0.0.1" });
  return { ...harness, base };
}

const move = (app: App, auth: string, gameId: string, cell: number) =>
  call(app, auth, "POST", `/games/${gameId}/actions`, {
    action_id: randomUUID(),
    action_type: "choose_cell",
    payload: { cell },
  });

const named = (name: string) => (e: SseEvent) => e.event === name;
const stateOf = (e: SseEvent) =>
  e.data.state as { version: number; allowed_actions: unknown[]; status: string };

describe("GET /sessions/{id}/events", () => {
  test("refuses without a credential, outsiders, bad tickets, and bad Last-Event-ID", async (t) => {
    const { app } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    const url = `/api/v1/sessions/${table.sessionId}/events`;
    const none = await app.inject({ method: "GET", url });
    assert.equal(none.statusCode, 401);
    assert.equal(json(none).code, "unauthenticated");
    const outsider = await app.inject({
      method: "GET",
      url,
      headers: { authorization: await guest(app, "Eve") },
    });
    assert.equal(outsider.statusCode, 403);
    assert.equal(json(outsider).code, "not_participant");
    const forged = await app.inject({ method: "GET", url: `${url}?ticket=abc.def` });
    assert.equal(json(forged).code, "invalid_token");
    const badId = await app.inject({
      method: "GET",
      url,
      headers: { authorization: table.players[0] as string, "last-event-id": "x" },
    });
    assert.equal(badId.statusCode, 400);
    const outsiderTicket = await call(
      app,
      await guest(app, "Mallory"),
      "POST",
      `/sessions/${table.sessionId}/events/ticket`,
    );
    assert.equal(outsiderTicket.statusCode, 403);
  });

  test("a stream ticket opens the stream once, for a minute; a reconnect needs a new ticket", async (t) => {
    const { app, base, clock } = await listen(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    const bob = table.players[1] as string;
    const url = `/api/v1/sessions/${table.sessionId}/events`;
    const issue = async () =>
      json<{ ticket: string }>(await call(app, bob, "POST", `/sessions/${table.sessionId}/events/ticket`))
        .ticket;
    const ticket = await issue();
    const first = await openSse(base, `${url}?ticket=${encodeURIComponent(ticket)}`);
    t.after(() => first.close());
    assert.equal(first.status, 200);
    await first.next(named("snapshot"));
    first.close();
    const again = await app.inject({ method: "GET", url: `${url}?ticket=${encodeURIComponent(ticket)}` });
    assert.equal(again.statusCode, 401);
    assert.equal(json(again).code, "invalid_token");
    const fresh = await openSse(base, `${url}?ticket=${encodeURIComponent(await issue())}&last_event_id=1`);
    t.after(() => fresh.close());
    assert.equal(fresh.status, 200);
    fresh.close();
    const late = await issue();
    clock.advance(61_000);
    const expired = await app.inject({ method: "GET", url: `${url}?ticket=${encodeURIComponent(late)}` });
    assert.equal(json(expired).code, "invalid_token");
    const other = await startGame(app, "pig", 2);
    const elsewhere = await app.inject({
      method: "GET",
      url: `/api/v1/sessions/${other.sessionId}/events?ticket=${encodeURIComponent(await issue())}`,
    });
    assert.equal(json(elsewhere).code, "invalid_token");
  });

  test("a snapshot, then each move live with the viewer's own allowed actions, turns and the game's end", async (t) => {
    const { app, base } = await listen(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    const [ann, bob] = table.players as [string, string];
    const [annId, bobId] = table.participantIds as [string, string];
    const annStream = await openSse(base, `/api/v1/sessions/${table.sessionId}/events`, {
      authorization: ann,
    });
    t.after(() => annStream.close());
    assert.equal(annStream.status, 200);
    assert.match(String(annStream.headers["content-type"]), /^text\/event-stream/);
    const snapshot = await annStream.next(named("snapshot"));
    assert.equal(stateOf(snapshot).version, 1);
    assert.ok(stateOf(snapshot).allowed_actions.length > 0, "Ann moves first");

    const ticket = json<{ ticket: string }>(
      await call(app, bob, "POST", `/sessions/${table.sessionId}/events/ticket`),
    );
    const bobStream = await openSse(
      base,
      `/api/v1/sessions/${table.sessionId}/events?ticket=${encodeURIComponent(ticket.ticket)}`,
    );
    t.after(() => bobStream.close());
    await bobStream.next(named("snapshot"));
    const presence = await annStream.next(
      (e) => e.event === "presence" && (e.data.online as string[]).length === 2,
    );
    assert.deepEqual(presence.data.online, [annId, bobId].sort());

    assert.equal((await move(app, ann, table.gameId, 4)).statusCode, 200);
    const seen = await bobStream.next(named("action_applied"));
    assert.equal(seen.data.version, 2);
    assert.equal(stateOf(seen).version, 2);
    assert.ok(stateOf(seen).allowed_actions.length > 0, "Bob sees his own moves");
    const annSeen = await annStream.next(named("action_applied"));
    assert.deepEqual(stateOf(annSeen).allowed_actions, [], "Ann sees none while Bob moves");
    assert.equal(annSeen.id, seen.id);
    const turn = await annStream.next(named("turn"));
    assert.equal((turn.data.turn as { participant_id: string }).participant_id, bobId);

    for (const [auth, cell] of [
      [bob, 0],
      [ann, 2],
      [bob, 1],
      [ann, 6],
    ] as const)
      assert.equal((await move(app, auth, table.gameId, cell)).statusCode, 200);
    const over = await bobStream.next(named("game_over"));
    assert.equal(stateOf(over).status, "finished");
    assert.deepEqual((over.data.state as { winners: string[] }).winners, [annId]);
    const ids = bobStream.events.filter((e) => e.id !== null).map((e) => Number(e.id));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
      "ids never go back",
    );
  });

  test("Last-Event-ID replays what was missed; an unknown id gets resync", async (t) => {
    const { app, base } = await listen(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    const [ann, bob] = table.players as [string, string];
    const url = `/api/v1/sessions/${table.sessionId}/events`;
    const first = await openSse(base, url, { authorization: bob });
    const snapshot = await first.next(named("snapshot"));
    first.close();
    await move(app, ann, table.gameId, 4);
    await move(app, bob, table.gameId, 0);
    const resumed = await openSse(base, url, { authorization: bob, "last-event-id": String(snapshot.id) });
    t.after(() => resumed.close());
    await resumed.next((e) => e.event === "action_applied" && e.data.version === 3);
    const replayed = resumed.events.filter(named("action_applied")).map((e) => e.data.version);
    assert.deepEqual(replayed, [2, 3]);
    assert.equal(resumed.events.some(named("snapshot")), false);

    const unknown = await openSse(base, `${url}?last_event_id=999999`, { authorization: bob });
    t.after(() => unknown.close());
    const resync = await unknown.next(named("resync"));
    assert.equal(stateOf(resync).version, 3);
  });

  test("heartbeats keep an idle stream open; a participant who leaves has their stream ended", async (t) => {
    const { app, base } = await listen(t, { EVENTS_HEARTBEAT_MS: "20" });
    const host = await guest(app, "Host");
    const session = json<{ id: string; invite_code: string }>(await call(app, host, "POST", "/sessions", {}));
    const visitor = await guest(app, "Visitor");
    await call(app, visitor, "POST", "/sessions/join", { invite_code: session.invite_code });
    const stream = await openSse(base, `/api/v1/sessions/${session.id}/events`, { authorization: visitor });
    const hostStream = await openSse(base, `/api/v1/sessions/${session.id}/events`, { authorization: host });
    t.after(() => hostStream.close());
    await stream.next(named("snapshot"));
    while (stream.heartbeats() < 2) await new Promise((r) => setTimeout(r, 10));
    assert.equal((await call(app, visitor, "POST", `/sessions/${session.id}/leave`)).statusCode, 200);
    await stream.ended();
    const left = await hostStream.next((e) => e.event === "session" && e.data.kind === "participant_left");
    assert.equal((left.data.session as { participants: unknown[] }).participants.length, 1);
    await hostStream.next((e) => e.event === "presence" && (e.data.online as string[]).length === 1);
  });
});
