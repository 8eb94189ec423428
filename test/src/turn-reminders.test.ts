import assert from "node:assert/strict";
import type { TestContext } from "node:test";
import { describe, test } from "node:test";
import type { Principal } from "../../src/auth/principal.ts";
import { createRacingTestApps, createTestApp, type TestHarness } from "../support/test-app.ts";

const MINUTE = 60_000;

/** A guest's principal, as the API resolves its token. */
async function guest(h: TestHarness, name: string): Promise<Principal> {
  const { guest_token } = await h.core.auth.createGuest(name);
  const principal = await h.core.auth.authenticate("Guest", guest_token);
  assert.ok(principal);
  return principal;
}

/** A running tic-tac-toe game whose first mover is `host`, against a Telegram user. */
async function table(h: TestHarness, host: Principal) {
  const telegram = await h.core.auth.principalForTelegram({ id: "202", first_name: "Bob" });
  const session = await h.core.sessions.create(host, { max_players: 2 });
  await h.core.sessions.join(telegram, { invite_code: session.invite_code });
  const game = await h.core.games.start(host, session.id, "tic-tac-toe");
  return { sessionId: session.id, gameId: game.id };
}

const reminderRows = (h: TestHarness) =>
  h.store.db.selectFrom("outbox").selectAll().where("kind", "=", "turn_reminder").execute();
const marks = (h: TestHarness) => h.store.db.selectFrom("turn_reminders").selectAll().execute();

async function harness(t: TestContext) {
  return createTestApp(t, { TURN_REMINDER_MINUTES: "10" });
}

describe("turn reminder sweep", () => {
  test("two sweepers in two processes at once queue one reminder for the mover's private chat", async (t) => {
    const h = await createRacingTestApps(t, { TURN_REMINDER_MINUTES: "10" });
    const alice = await h.core.auth.principalForTelegram({ id: "101", first_name: "Alice" });
    const { gameId } = await table(h, alice);
    h.clock.advance(11 * MINUTE);
    const [mineBefore, theirsBefore] = h.tries();
    const counts = await Promise.all([
      h.core.clocks.remindWaitingTurns(10),
      h.rival.clocks.remindWaitingTurns(10),
    ]);
    const [mineAfter, theirsAfter] = h.tries();
    assert.ok(mineAfter > mineBefore && theirsAfter > theirsBefore, "both sweepers tried");
    assert.equal(counts[0] + counts[1], 1);
    const rows = await reminderRows(h);
    assert.equal(rows.length, 1);
    const game = await h.core.games.findGame(gameId);
    assert.equal(rows[0]?.version, game.version);
    assert.deepEqual(JSON.parse(rows[0]?.payload ?? "{}"), {
      participant_id: game.players[0]?.participant_id,
      chat_id: "101",
      plugin_id: "tic-tac-toe",
      minutes: 10,
    });
    assert.deepEqual(
      (await marks(h)).map((m) => [m.game_id, m.version]),
      [[gameId, game.version]],
    );
  });

  test("a mover without Telegram is marked but not messaged; a paused session waits", async (t) => {
    const h = await harness(t);
    await table(h, await guest(h, "Gus"));
    const host = await guest(h, "Hal");
    const paused = await table(h, host);
    await h.core.sessions.pause(host, paused.sessionId);
    h.clock.advance(60 * MINUTE);
    assert.equal(await h.core.clocks.remindWaitingTurns(10), 0);
    assert.equal((await reminderRows(h)).length, 0);
    assert.equal((await marks(h)).length, 1, "only the running game's wait is marked");
  });
});
