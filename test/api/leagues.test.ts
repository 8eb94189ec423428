import assert from "node:assert/strict";
import { test } from "node:test";
import { startGame } from "../support/play.ts";
import { DRAW, playCells, X_WINS } from "../support/social-play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

interface SeasonEntry {
  display_name: string;
  points: number;
  games: number;
  wins: number;
  draws: number;
  rating_change: number;
}

test("a chat's month: win 3, draw 1, only that chat's games of that month, best first", async (t) => {
  const { app, core, clock } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  const host = await core.auth.authenticate("Guest", (table.players[0] as string).slice("Guest ".length));
  assert.ok(host);
  await core.sessions.bindChat(host, table.sessionId, "-1001");
  await playCells(app, table, table.gameId, X_WINS);
  const rematch = async () => {
    const res = await call(app, table.players[0] as string, "POST", `/sessions/${table.sessionId}/games`, {
      plugin_id: "tic-tac-toe",
    });
    return json<{ id: string }>(res).id;
  };
  await playCells(app, table, await rematch(), DRAW);
  clock.advance(10 * 86_400_000);
  await playCells(app, table, await rematch(), X_WINS);
  const elsewhere = await startGame(app, "tic-tac-toe", 2);
  await playCells(app, elsewhere, elsewhere.gameId, X_WINS);

  const season = async (query: string) => {
    const res = await app.inject({ method: "GET", url: `/api/v1/leaderboards/tic-tac-toe?${query}` });
    return {
      status: res.statusCode,
      body: json<{ season: string; entries: SeasonEntry[]; code?: string }>(res),
    };
  };
  const november = await season("scope=chat:-1001&season=2026-11");
  assert.equal(november.body.season, "2026-11");
  assert.deepEqual(
    november.body.entries.map((e) => [e.display_name, e.points, e.games, e.wins, e.draws]),
    [
      ["Player 1", 4, 2, 1, 1],
      ["Player 2", 1, 2, 0, 1],
    ],
  );
  assert.ok((november.body.entries[0]?.rating_change ?? 0) > 0);
  const december = await season("scope=chat:-1001&season=2026-12");
  assert.deepEqual(
    december.body.entries.map((e) => [e.display_name, e.points, e.games]),
    [
      ["Player 1", 3, 1],
      ["Player 2", 0, 1],
    ],
  );
  assert.deepEqual((await season("scope=chat:-1001&season=2026-10")).body.entries, []);
  assert.equal((await season("season=2026-13")).status, 400);
});
