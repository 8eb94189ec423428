import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

interface SessionBody {
  id: string;
  invite_code: string;
  status: string;
  max_players: number;
  participants: {
    id: string;
    role: string;
    display_name: string;
    presence_web: boolean;
    presence_messenger: boolean;
  }[];
  participant?: { id: string; role: string; presence_web: boolean; presence_messenger: boolean };
}

describe("POST /sessions", () => {
  test("creates a Lobby session with the caller as host and a deep-link-safe invite code", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app, "Host");
    const res = await call(app, host, "POST", "/sessions", { display_name: "Hostess" });
    assert.equal(res.statusCode, 201);
    const session = json<SessionBody>(res);
    assert.equal(session.status, "Lobby");
    assert.equal(session.max_players, 4);
    assert.match(session.invite_code, /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    assert.deepEqual(
      session.participants.map((p) => [p.display_name, p.role, p.presence_web]),
      [["Hostess", "host", true]],
    );
  });

  for (const max_players of [1, 11, 2.5, "many"]) {
    test(`max_players ${JSON.stringify(max_players)} gets 400 naming the field`, async (t) => {
      const { app } = await createTestApp(t);
      const res = await call(app, await guest(app), "POST", "/sessions", { max_players });
      assert.equal(res.statusCode, 400);
      assert.match(String(json(res).detail), /max_players/);
    });
  }
});

describe("POST /sessions/join", () => {
  test("joins, is idempotent and sets presence per channel", async (t) => {
    const { app } = await createTestApp(t);
    const session = json<SessionBody>(await call(app, await guest(app, "Host"), "POST", "/sessions"));
    const bob = await guest(app, "Bob");
    const code = `${session.invite_code.slice(0, 4).toLowerCase()}-${session.invite_code.slice(4)}`;
    const first = json<SessionBody>(await call(app, bob, "POST", "/sessions/join", { invite_code: code }));
    assert.equal(first.participant?.role, "player");
    assert.equal(first.participant?.presence_web, true);
    assert.equal(first.participant?.presence_messenger, false);
    const again = await call(app, bob, "POST", "/sessions/join", {
      invite_code: session.invite_code,
      channel: "messenger",
    });
    assert.equal(again.statusCode, 200);
    const second = json<SessionBody>(again);
    assert.equal(second.participant?.id, first.participant?.id);
    assert.equal(second.participant?.presence_web, true);
    assert.equal(second.participant?.presence_messenger, true);
    assert.equal(second.participants.length, 2);
  });

  test("unknown code 404, full 409, closed 409", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app);
    const session = json<SessionBody>(await call(app, host, "POST", "/sessions", { max_players: 2 }));
    const unknown = await call(app, host, "POST", "/sessions/join", { invite_code: "ZZZZZZZZ" });
    assert.equal(unknown.statusCode, 404);
    assert.equal(json(unknown).code, "invite_not_found");
    await call(app, await guest(app), "POST", "/sessions/join", { invite_code: session.invite_code });
    const full = await call(app, await guest(app), "POST", "/sessions/join", {
      invite_code: session.invite_code,
    });
    assert.equal(full.statusCode, 409);
    assert.equal(json(full).code, "session_full");
    await call(app, host, "POST", `/sessions/${session.id}/close`);
    const closed = await call(app, await guest(app), "POST", "/sessions/join", {
      invite_code: session.invite_code,
    });
    assert.equal(closed.statusCode, 409);
    assert.equal(json(closed).code, "session_closed");
    const missing = await call(app, host, "POST", "/sessions/join", {});
    assert.equal(missing.statusCode, 400);
    assert.match(String(json(missing).detail), /invite_code/);
    const badChannel = await call(app, host, "POST", "/sessions/join", { invite_code: "X", channel: "fax" });
    assert.equal(badChannel.statusCode, 400);
  });

  test("two guests racing for the last seat: exactly one wins", async (t) => {
    const { app } = await createTestApp(t);
    for (let round = 0; round < 5; round++) {
      const session = json<SessionBody>(
        await call(app, await guest(app), "POST", "/sessions", { max_players: 2 }),
      );
      const [a, b] = [await guest(app), await guest(app)];
      const results = await Promise.all(
        [a, b].map((auth) => call(app, auth, "POST", "/sessions/join", { invite_code: session.invite_code })),
      );
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    }
  });
});

describe("GET /sessions/{id}", () => {
  test("participants read it; others get 403; unknown 404; bad id 400", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app);
    const session = json<SessionBody>(await call(app, host, "POST", "/sessions"));
    const ok = await call(app, host, "GET", `/sessions/${session.id}`);
    assert.equal(ok.statusCode, 200);
    assert.equal(json<SessionBody>(ok).id, session.id);
    const outsider = await call(app, await guest(app), "GET", `/sessions/${session.id}`);
    assert.equal(outsider.statusCode, 403);
    assert.equal(json(outsider).code, "not_participant");
    const unknown = await call(app, host, "GET", "/sessions/00000000-0000-4000-8000-000000000000");
    assert.equal(unknown.statusCode, 404);
    assert.equal(json(unknown).code, "session_not_found");
    const bad = await call(app, host, "GET", "/sessions/not-a-uuid");
    assert.equal(bad.statusCode, 400);
    assert.match(String(json(bad).detail), /session_id/);
  });
});

describe("host actions", () => {
  test("close is host-only and idempotent", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app);
    const session = json<SessionBody>(await call(app, host, "POST", "/sessions"));
    const player = await guest(app);
    await call(app, player, "POST", "/sessions/join", { invite_code: session.invite_code });
    const notHost = await call(app, player, "POST", `/sessions/${session.id}/close`);
    assert.equal(notHost.statusCode, 403);
    assert.equal(json(notHost).code, "not_host");
    const outsider = await call(app, await guest(app), "POST", `/sessions/${session.id}/close`);
    assert.equal(outsider.statusCode, 403);
    for (let i = 0; i < 2; i++) {
      const closed = await call(app, host, "POST", `/sessions/${session.id}/close`);
      assert.equal(closed.statusCode, 200);
      assert.equal(json<SessionBody>(closed).status, "Closed");
    }
  });

  test("illegal transitions get 409 invalid_session_status", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app);
    const session = json<SessionBody>(await call(app, host, "POST", "/sessions"));
    for (const action of ["pause", "resume"]) {
      const res = await call(app, host, "POST", `/sessions/${session.id}/${action}`);
      assert.equal(res.statusCode, 409);
      assert.equal(json(res).code, "invalid_session_status");
    }
    await call(app, host, "POST", `/sessions/${session.id}/close`);
    assert.equal((await call(app, host, "POST", `/sessions/${session.id}/pause`)).statusCode, 409);
  });
});
