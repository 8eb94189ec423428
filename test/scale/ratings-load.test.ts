import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import type { Principal } from "../../src/auth/principal.ts";
import type { Core } from "../../src/core.ts";
import { DRAW, X_WINS } from "../support/social-play.ts";
import { createTestApp } from "../support/test-app.ts";

const GAMES = 1000;
const PLAYERS = 20;
const WAVE = 25;

/** One tic-tac-toe game between two people through the use cases; its final move is sent twice at once. */
async function playOne(core: Core, host: Principal, guest: Principal, cells: readonly number[]) {
  const session = await core.sessions.create(host, { max_players: 2 });
  await core.sessions.join(guest, { invite_code: session.invite_code });
  const game = await core.games.start(host, session.id, "tic-tac-toe");
  const seats = [host, guest];
  for (const [n, cell] of cells.entries()) {
    const input = { action_id: randomUUID(), action_type: "choose_cell" as const, payload: { cell } };
    const mover = seats[n % 2] as Principal;
    const sends = n === cells.length - 1 ? 2 : 1;
    const results = await Promise.all(
      Array.from({ length: sends }, () => core.games.act(mover, game.id, input, { channel: "web" })),
    );
    assert.ok(results.every((r) => r.outcome.ok));
  }
}

test("1,000 games finish while ratings update; no game is rated twice", async (t) => {
  // Each of the 20 players opens 50 tables: the per-user table limit is not what this measures.
  const { core, store } = await createTestApp(t, { TABLES_PER_HOUR_MAX: "0" });
  const principals: Principal[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { guest_token } = await core.auth.createGuest(`Load ${i}`);
    principals.push((await core.auth.authenticate("Guest", guest_token)) as Principal);
  }
  for (let wave = 0; wave < GAMES; wave += WAVE) {
    await Promise.all(
      Array.from({ length: WAVE }, (_, k) => {
        const i = wave + k;
        const a = i % PLAYERS;
        const b = (a + 1 + (i % (PLAYERS - 1))) % PLAYERS;
        return playOne(core, principals[a] as Principal, principals[b] as Principal, i % 3 ? X_WINS : DRAW);
      }),
    );
  }

  const results = await store.db.selectFrom("game_results").selectAll().execute();
  const ratings = await store.db.selectFrom("ratings").selectAll().execute();
  assert.equal(results.length, GAMES * 2);
  assert.equal(new Set(results.map((r) => r.game_id)).size, GAMES);
  assert.equal(
    ratings.reduce((sum, r) => sum + r.games, 0),
    GAMES * 2,
    "each rating moved exactly once per game its holder finished",
  );
  for (const rating of ratings) {
    const own = results.filter((r) => r.user_id === rating.user_id);
    assert.equal(rating.games, own.length);
    assert.equal(rating.wins, own.filter((r) => r.result === "win").length);
  }
  const wins = results.filter((r) => r.result === "win").length;
  assert.equal(wins, Array.from({ length: GAMES }, (_, i) => i % 3 !== 0).filter(Boolean).length);
});
