import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { startGame } from "../support/play.ts";
import { call, createTestApp } from "../support/test-app.ts";

describe("outbox", () => {
  test("every change a chat must see is enqueued with the change", async (t) => {
    const { app, store } = await createTestApp(t);
    const { gameId, players, sessionId } = await startGame(app, "pig", 2);
    await call(app, players[0] as string, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "roll_dice",
    });
    await call(app, players[0] as string, "POST", `/sessions/${sessionId}/pause`);
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

  test("leases rows, re-offers them when a lease runs out, retries failures later", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    await startGame(app, "pig", 2);
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
