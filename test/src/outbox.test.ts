import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { App } from "../../api/create-app.ts";
import type { Store } from "../../src/db/store.ts";
import { startGame } from "../support/play.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

/** A two-player pig game in a session bound to a Telegram group (as /new in a group makes it). */
async function startGroupGame(app: App, store: Store) {
  const host = await guest(app, "Host");
  const session = json<{ id: string; invite_code: string }>(
    await call(app, host, "POST", "/sessions", { max_players: 2 }),
  );
  await store.db
    .updateTable("sessions")
    .set({ telegram_chat_id: "-1001" })
    .where("id", "=", session.id)
    .execute();
  const other = await guest(app, "Other");
  await call(app, other, "POST", "/sessions/join", { invite_code: session.invite_code });
  const game = json<{ id: string }>(
    await call(app, host, "POST", `/sessions/${session.id}/games`, { plugin_id: "pig" }),
  );
  return { gameId: game.id, sessionId: session.id, host };
}

describe("outbox", () => {
  test("every change a chat must see is enqueued with the change", async (t) => {
    const { app, store } = await createTestApp(t);
    const { gameId, host, sessionId } = await startGroupGame(app, store);
    await call(app, host, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "roll_dice",
    });
    await call(app, host, "POST", `/sessions/${sessionId}/pause`);
    const rows = await store.db.selectFrom("outbox").selectAll().orderBy("id").execute();
    assert.deepEqual(
      rows.map((r) => [r.kind, r.version]),
      [
        ["participant_joined", null],
        ["game_updated", 1],
        ["game_updated", 2],
        ["session_updated", null],
      ],
    );
  });

  test("a session no chat follows writes no outbox rows; its live feed still hears every change", async (t) => {
    const { app, store, core } = await createTestApp(t);
    const heard: string[] = [];
    const unsubscribe = core.changes.subscribe((change) => heard.push(change.kind));
    t.after(unsubscribe);
    const { gameId, players } = await startGame(app, "pig", 2);
    await call(app, players[0] as string, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "roll_dice",
    });
    assert.equal((await store.db.selectFrom("outbox").selectAll().execute()).length, 0);
    assert.deepEqual(heard, ["participant_joined", "game_updated", "game_updated"]);
  });

  test("leases rows, re-offers them when a lease runs out, retries failures later", async (t) => {
    const { app, core, clock, store } = await createTestApp(t);
    await startGroupGame(app, store);
    const messenger = core.messenger;
    const a = await messenger.claimOutbox("a", clock.now(), 10_000, 10);
    assert.equal(a.length, 2);
    assert.equal((await messenger.claimOutbox("b", clock.now(), 10_000, 10)).length, 0);
    clock.advance(10_001);
    const b = await messenger.claimOutbox("b", clock.now(), 10_000, 10);
    assert.deepEqual(
      b.map((r) => r.id),
      a.map((r) => r.id),
    );
    await messenger.markOutboxDelivered(b[0]?.id as number, clock.now());
    await messenger.markOutboxFailed(b[1]?.id as number, "429", clock.now(), 5_000);
    assert.equal((await messenger.claimOutbox("c", clock.now(), 10_000, 10)).length, 0);
    clock.advance(5_000);
    const retried = await messenger.claimOutbox("c", clock.now(), 10_000, 10);
    assert.equal(retried[0]?.attempts, 1);
    clock.advance(60_000);
    assert.equal(await messenger.pruneOutbox(clock.now()), 1);
    await messenger.beat("outbox", clock.now());
    assert.equal(await messenger.lastBeat("outbox"), clock.now());
  });
});
