import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { App } from "../../api/create-app.ts";
import type { Store } from "../../src/db/store.ts";
import { OUTBOX_WORKER } from "../../src/messenger/health-checks.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
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
  test("every change a chat must see is enqueued with the change, a game's with the phase it left", async (t) => {
    const { app, store } = await createTestApp(t);
    const { gameId, host, sessionId } = await startGroupGame(app, store);
    await call(app, host, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "roll_dice",
    });
    await call(app, host, "POST", `/sessions/${sessionId}/pause`);
    await call(app, host, "POST", `/sessions/${sessionId}/close`);
    const rows = await store.db.selectFrom("outbox").selectAll().orderBy("id").execute();
    const phase = (payload: string | null) => (payload ? JSON.parse(payload).phase : undefined);
    assert.deepEqual(
      rows.map((r) => [r.kind, r.version, phase(r.payload)]),
      [
        ["participant_joined", null, undefined],
        ["game_updated", 1, "started"],
        ["game_updated", 2, "running"],
        ["session_updated", null, undefined],
        ["game_updated", 3, "ended"],
        ["session_updated", null, undefined],
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

  test("a desk leases notices as documents, re-offers them when a lease runs out, backs failures off", async (t) => {
    const { app, core, clock, store } = await createTestApp(t);
    await startGroupGame(app, store);
    const desk = (owner: string) => core.messenger.openDesk({ owner, leaseMs: 10_000 });
    const ids = (notices: readonly TakenNotice[]) => notices.map((n) => n.id);
    const a = await desk("a").takeNotices(10);
    const [joined, started] = a.map((n) => n.notice);
    assert.ok(joined?.kind === "participant_joined" && started?.kind === "game_updated");
    assert.deepEqual([joined.display_name, joined.role], ["Other", "player"]);
    assert.match(started.actor ?? "", /^[0-9a-f-]{36}$/, "the host started it");
    const b = desk("b");
    assert.equal((await b.takeNotices(10)).length, 0);
    clock.advance(10_001);
    const [delivered, failed] = await b.takeNotices(10);
    assert.ok(delivered && failed);
    assert.deepEqual(ids([delivered, failed]), ids(a));
    await b.settleNotice(delivered, { delivered: true });
    await b.settleNotice(failed, { failed: new Error("429") });
    const c = desk("c");
    clock.advance(999);
    assert.equal((await c.takeNotices(10)).length, 0, "the first retry waits a second");
    clock.advance(1);
    const [retried] = await c.takeNotices(10);
    assert.equal(retried?.attempts, 1);
    await c.settleNotice(retried as TakenNotice, { failed: "again" });
    clock.advance(1_999);
    assert.equal((await c.takeNotices(10)).length, 0, "the second waits two");
    clock.advance(1);
    assert.equal((await c.takeNotices(10)).length, 1);
    clock.advance(2 * 86_400_000);
    await c.upkeep([]);
    const left = await store.db.selectFrom("outbox").select(["id", "last_error"]).execute();
    assert.deepEqual(
      left,
      [{ id: failed.id, last_error: "again" }],
      "delivered notices are pruned after two days",
    );
    assert.equal(await core.messenger.lastBeat(OUTBOX_WORKER), clock.now());
  });

  test("a stored notice that does not fit its schema is never handed out; it waits for a retry", async (t) => {
    const { app, core, clock, store } = await createTestApp(t);
    const { sessionId } = await startGroupGame(app, store);
    const at = new Date(clock.now()).toISOString();
    await store.db
      .insertInto("outbox")
      .values({
        session_id: sessionId,
        game_id: null,
        kind: "session_updated",
        version: null,
        payload: JSON.stringify({ event: "nap", from: "InGame", to: "Paused" }),
        created_at: at,
        available_at: at,
        claimed_by: null,
        claimed_until: null,
        delivered_at: null,
        last_error: null,
      })
      .execute();
    const taken = await core.messenger.openDesk({ owner: "a" }).takeNotices(10);
    assert.deepEqual(
      taken.map((n) => n.notice.kind),
      ["participant_joined", "game_updated"],
    );
    const unreadable = await store.db
      .selectFrom("outbox")
      .select(["attempts", "last_error"])
      .where("kind", "=", "session_updated")
      .executeTakeFirstOrThrow();
    assert.equal(unreadable.attempts, 1);
    assert.match(unreadable.last_error ?? "", /^unreadable session_updated notice: \/event/);
  });
});
