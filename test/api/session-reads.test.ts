import assert from "node:assert/strict";
import { test } from "node:test";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

interface SessionBody {
  id: string;
  invite_code: string;
  status: string;
  current_game_id: string | null;
  participants: { id: string; presence_messenger: boolean }[];
}

test("GET /sessions/{id} shows every change at once, though it answers a repeated read from its cache", async (t) => {
  const { app } = await createTestApp(t);
  const host = await guest(app, "Host");
  const bob = await guest(app, "Bob");
  const session = json<SessionBody>(await call(app, host, "POST", "/sessions"));
  const read = async () => {
    const res = await call(app, host, "GET", `/sessions/${session.id}`);
    assert.equal(res.statusCode, 200);
    return res.body;
  };
  const parsed = async () => JSON.parse(await read()) as SessionBody;
  let last = await read();
  const changed = async (what: string, check: (body: SessionBody) => boolean) => {
    const body = await read();
    assert.notEqual(body, last, `${what} shows`);
    assert.ok(check(JSON.parse(body) as SessionBody), what);
    assert.equal(await read(), body, "an unchanged session reads the same");
    last = body;
  };

  await call(app, bob, "POST", "/sessions/join", { invite_code: session.invite_code });
  await changed("a join", (s) => s.participants.length === 2);
  await call(app, bob, "POST", "/sessions/join", { invite_code: session.invite_code, channel: "messenger" });
  await changed("a presence", (s) => s.participants[1]?.presence_messenger === true);
  await call(app, bob, "POST", `/sessions/${session.id}/leave`);
  await changed("a leave", (s) => s.participants.length === 1);
  const outsider = await call(app, bob, "GET", `/sessions/${session.id}`);
  assert.equal(json(outsider).code, "not_participant", "who left is not answered from the cache");
  const seat = async () =>
    json<{ participant: { id: string } }>(
      await call(app, host, "POST", `/sessions/${session.id}/computer-players`, {}),
    ).participant.id;
  const computer = await seat();
  await changed("a computer seated", (s) => s.participants.length === 2);
  await call(app, host, "DELETE", `/sessions/${session.id}/computer-players/${computer}`);
  await changed("a computer removed", (s) => s.participants.length === 1);
  await seat();
  await changed("a computer seated again", (s) => s.participants.length === 2);
  await call(app, host, "POST", `/sessions/${session.id}/games`, { plugin_id: "tic-tac-toe" });
  await changed("a game started", (s) => s.status === "InGame" && s.current_game_id !== null);
  await call(app, host, "POST", `/sessions/${session.id}/pause`);
  await changed("a pause", (s) => s.status === "Paused");
  await call(app, host, "POST", `/sessions/${session.id}/close`);
  assert.equal((await parsed()).status, "Closed");
});
