import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import type { LiarsDiceBoard } from "../../src/games/liars-dice/liars-dice-board.ts";
import type { LiarsDiceState } from "../../src/games/liars-dice/liars-dice-state.ts";
import { verifyGameLog } from "../../src/proofs/verify-game.ts";
import { diceIn } from "../support/dice-in.ts";
import { gameAudit, storedGame } from "../support/game-audit.ts";
import { playToEnd, readState, startGame } from "../support/play.ts";
import { openSse, type SseClient } from "../support/sse-client.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

type Doc = { board: LiarsDiceBoard; status: string; version: number };

test("liar's dice: no document, event or audit entry carries a cup but its owner's before the call", async (t) => {
  const { app, store } = await createTestApp(t);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const table = await startGame(app, "liars-dice", 3, { max_players: 4 });
  const [ann, bob] = table.players as [string, string, string];
  const watcher = await guest(app, "Watcher");
  await call(app, watcher, "POST", "/sessions/join", { invite_code: table.inviteCode });
  const stored = async () => JSON.parse((await storedGame(store, table.gameId)).state) as LiarsDiceState;
  const round1 = await stored();

  const open = async (auth: string): Promise<SseClient> => {
    const ticket = json<{ ticket: string }>(
      await call(app, auth, "POST", `/sessions/${table.sessionId}/events/ticket`),
    );
    const stream = await openSse(
      base,
      `/api/v1/sessions/${table.sessionId}/events?ticket=${encodeURIComponent(ticket.ticket)}`,
    );
    t.after(() => stream.close());
    return stream;
  };
  const streams = { bob: await open(bob), watcher: await open(watcher) };
  for (const stream of Object.values(streams)) await stream.next((e) => e.event === "snapshot");

  const annDoc = await readState(app, ann, table.gameId);
  const opening = (annDoc.allowed_actions[0]?.choices ?? [])[0];
  await call(app, ann, "POST", `/games/${table.gameId}/actions`, {
    action_id: randomUUID(),
    action_type: "choose_cell",
    payload: { cell: opening },
  });
  for (const stream of Object.values(streams)) await stream.next((e) => e.event === "action_applied");

  const bobDoc = json<Doc>(await call(app, bob, "GET", `/games/${table.gameId}/state`));
  const watcherDoc = json<Doc>(await call(app, watcher, "GET", `/games/${table.gameId}/state`));
  assert.deepEqual(bobDoc.board.my_dice, round1.cups[1]);
  assert.deepEqual(watcherDoc.board.my_dice, []);
  const audit = (await call(app, bob, "GET", `/games/${table.gameId}/audit`)).body;
  const bobSaw = [bobDoc, ...streams.bob.events.map((e) => e.data)];
  const watcherSaw = [watcherDoc, ...streams.watcher.events.map((e) => e.data)];
  for (const [seen, own] of [
    [bobSaw, round1.cups[1]],
    [watcherSaw, []],
  ] as const) {
    const { mine, cups } = diceIn(seen);
    assert.ok(mine.length >= 3);
    for (const dice of mine) assert.deepEqual(dice, own, "only the viewer's own cup");
    assert.deepEqual(cups, [], "no round revealed yet");
    assert.ok(!JSON.stringify(seen).includes(round1.salt));
  }
  assert.deepEqual(diceIn(JSON.parse(audit)), { mine: [], cups: [] });
  const picture = async (auth: string) =>
    (await call(app, auth, "GET", `/media/render/${table.gameId}?format=png`)).rawPayload;
  assert.ok((await picture(bob)).equals(await picture(watcher)), "one picture for players and spectators");
  assert.ok(!audit.includes(round1.salt));

  // The call shows round 1's cups to everyone, spectators included.
  const mover = (await readState(app, ann, table.gameId)).turn?.seat ?? 0;
  await call(app, table.players[mover] as string, "POST", `/games/${table.gameId}/actions`, {
    action_id: randomUUID(),
    action_type: "pass",
    payload: {},
  });
  const revealed = json<Doc>(await call(app, watcher, "GET", `/games/${table.gameId}/state`));
  assert.deepEqual(revealed.board.last_round?.cups, round1.cups);
  assert.deepEqual(revealed.board.my_dice, []);

  const { state: final } = await playToEnd(app, table, table.gameId);
  assert.equal(final.status, "finished");
  const report = verifyGameLog(await gameAudit(store, table.gameId));
  assert.ok(report.ok, report.problems.join("; "));
  assert.ok(report.replayed > 2);
});
