import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import pino from "pino";
import { createApp } from "../../../api/create-app.ts";
import { createMetrics } from "../../../platform/metrics.ts";
import { parseConfig } from "../../../src/config.ts";
import { createCore } from "../../../src/core.ts";
import { migrateToLatest, openStore } from "../../../src/db/open-database.ts";
import { findGameForUser } from "../../../src/db/repositories/game-repository.ts";
import { sessionHasChat } from "../../../src/db/repositories/outbox-repository.ts";
import { setSessionChat } from "../../../src/db/repositories/session-repository.ts";
import { startGame } from "../../support/play.ts";
import { call, guest, json, TEST_JWT_SECRET } from "../../support/test-app.ts";

/** An API over its own connection to the SQLite file `file`: another process, as far as SQLite can tell. */
async function processOver(file: string) {
  const config = parseConfig({ DATABASE_FILE: file });
  const store = openStore(file);
  await migrateToLatest(store);
  const core = createCore({ config, store, jwtSecret: TEST_JWT_SECRET, metrics: createMetrics(false) });
  const app = await createApp({ core, config, logger: pino({ level: "silent" }) });
  const close = async () => {
    await app.close();
    await store.close();
  };
  return { app, store, close };
}

/** Two connections to one fresh SQLite file, closed when `t` ends. */
async function twoProcesses(t: { after(fn: () => Promise<void>): void }) {
  const dir = mkdtempSync(join(tmpdir(), "game-memo-"));
  const file = join(dir, "app.db");
  const a = await processOver(file);
  const b = await processOver(file);
  t.after(async () => {
    await a.close();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { a, b };
}

type App = Awaited<ReturnType<typeof processOver>>["app"];

/** A tic-tac-toe move as `auth`, with its own action id unless one is given. */
function moveIn(gameId: string) {
  return (app: App, auth: string, cell: number, actionId = randomUUID(), key?: string) =>
    call(
      app,
      auth,
      "POST",
      `/games/${gameId}/actions`,
      { action_id: actionId, action_type: "choose_cell", payload: { cell } },
      key ? { "idempotency-key": key } : {},
    );
}

test("a game held in memory is read again once another connection wrote it", async (t) => {
  const { a, b } = await twoProcesses(t);
  const { gameId, players } = await startGame(a.app, "tic-tac-toe", 2);
  const [ann, bob] = players as [string, string];
  const move = moveIn(gameId);
  assert.equal((await move(a.app, ann, 4)).statusCode, 200);
  assert.equal((await move(b.app, bob, 0)).statusCode, 200, "the other connection moves");
  const third = await move(a.app, ann, 8);
  assert.equal(third.statusCode, 200, third.body);
  assert.equal((JSON.parse(third.body) as { version: number }).version, 4);
});

test("an action another connection stored is replayed here, by its id and by its key, never applied twice", async (t) => {
  const { a, b } = await twoProcesses(t);
  const { gameId, players } = await startGame(a.app, "tic-tac-toe", 2);
  const [ann, bob] = players as [string, string];
  const move = moveIn(gameId);
  assert.equal((await move(a.app, ann, 4)).statusCode, 200, "this process holds the game's actions");
  const byId = randomUUID();
  const first = await move(b.app, bob, 0, byId);
  assert.equal(first.statusCode, 200);
  const again = await move(a.app, bob, 0, byId);
  assert.equal(again.headers["idempotent-replayed"], "true", again.body);
  assert.equal(json<{ version: number }>(again).version, json<{ version: number }>(first).version);
  assert.equal((await move(a.app, ann, 8)).statusCode, 200);
  const key = randomUUID();
  assert.equal((await move(b.app, bob, 1, randomUUID(), key)).statusCode, 200);
  const keyed = await move(a.app, bob, 1, randomUUID(), key);
  assert.equal(json<{ code: string }>(keyed).code, "idempotency_key_reused");
});

test("a pause made through either connection refuses the next move at once", async (t) => {
  const { a, b } = await twoProcesses(t);
  const { gameId, sessionId, players } = await startGame(a.app, "tic-tac-toe", 2);
  const [ann, bob] = players as [string, string];
  const move = moveIn(gameId);
  assert.equal((await move(a.app, ann, 4)).statusCode, 200, "this process holds the session's gate");
  assert.equal((await call(a.app, ann, "POST", `/sessions/${sessionId}/pause`)).statusCode, 200);
  assert.equal(json<{ code: string }>(await move(a.app, bob, 0)).code, "game_paused");
  assert.equal((await call(b.app, ann, "POST", `/sessions/${sessionId}/resume`)).statusCode, 200);
  assert.equal(
    (await move(a.app, bob, 0)).statusCode,
    200,
    "the resume through the other connection is seen",
  );
});

test("a user's seat held in memory follows their joining and leaving the session", async (t) => {
  const { a } = await twoProcesses(t);
  const { gameId, sessionId, inviteCode } = await startGame(a.app, "tic-tac-toe", 2);
  const visitor = await guest(a.app, "Visitor");
  const userId = json<{ user_id: string }>(await call(a.app, visitor, "GET", "/users/me")).user_id;
  const seat = () =>
    a.store.write(async (tx) => (await findGameForUser(tx, gameId, userId))?.participantId ?? null);
  assert.equal(await seat(), null, "held: not a participant");
  const joined = await call(a.app, visitor, "POST", "/sessions/join", { invite_code: inviteCode });
  const participantId = json<{ participant: { id: string } }>(joined).participant.id;
  assert.equal(await seat(), participantId);
  assert.equal((await call(a.app, visitor, "POST", `/sessions/${sessionId}/leave`)).statusCode, 200);
  assert.equal(await seat(), null);
});

test("whether a chat follows a session is asked again once the session is bound to a group", async (t) => {
  const { a } = await twoProcesses(t);
  const { sessionId } = await startGame(a.app, "tic-tac-toe", 2);
  assert.equal(await a.store.write((tx) => sessionHasChat(tx, sessionId)), false);
  await a.store.write((tx) => setSessionChat(tx, sessionId, "-1001", new Date().toISOString()));
  assert.equal(await a.store.write((tx) => sessionHasChat(tx, sessionId)), true);
});
