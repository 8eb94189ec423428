import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { pickAction, readState, startGame } from "../support/play.ts";
import { DRAW, playCells, X_WINS } from "../support/social-play.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

interface Entry {
  user_id: string;
  display_name: string;
  rating: number;
  games: number;
  wins: number;
}
interface HistoryGame {
  game_id: string;
  result: string;
  rating_before: number;
  rating_after: number;
  players: { display_name: string }[];
}

type App = Parameters<typeof call>[0];

async function board(app: App, pluginId: string, query = "") {
  const res = await app.inject({ method: "GET", url: `/api/v1/leaderboards/${pluginId}${query}` });
  return { status: res.statusCode, body: json<{ plugin_id: string; entries: Entry[] }>(res) };
}

describe("ratings", () => {
  test("a win rates both players once; a replayed final action changes nothing", async (t) => {
    const { app } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    const ids = await playCells(app, table, table.gameId, X_WINS);
    const first = await board(app, "tic-tac-toe");
    assert.equal(first.status, 200);
    assert.deepEqual(
      first.body.entries.map((e) => [e.display_name, e.games, e.wins]),
      [
        ["Player 1", 1, 1],
        ["Player 2", 1, 0],
      ],
    );
    const [winner, loser] = first.body.entries as [Entry, Entry];
    assert.ok(winner.rating > 1000 && loser.rating < winner.rating);

    const replayed = await call(app, table.players[0] as string, "POST", `/games/${table.gameId}/actions`, {
      action_id: ids.at(-1),
      action_type: "choose_cell",
      payload: { cell: X_WINS.at(-1) },
    });
    assert.equal(replayed.statusCode, 200);
    assert.deepEqual((await board(app, "tic-tac-toe")).body, first.body);

    const mine = json<{ games: HistoryGame[] }>(
      await call(app, table.players[0] as string, "GET", "/users/me/games"),
    );
    assert.equal(mine.games.length, 1);
    assert.equal(mine.games[0]?.result, "win");
    assert.equal(mine.games[0]?.rating_after, winner.rating);
    assert.ok((mine.games[0]?.rating_before ?? 0) < winner.rating);
    const ratings = json<{ ratings: { plugin_id: string; rating: number }[] }>(
      await call(app, table.players[1] as string, "GET", "/users/me/ratings"),
    );
    assert.deepEqual(ratings.ratings, [
      { plugin_id: "tic-tac-toe", rating: loser.rating, games: 1, wins: 0 },
    ]);
  });

  test("a draw is a draw for both, and moves neither rating's centre apart", async (t) => {
    const { app } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    await playCells(app, table, table.gameId, DRAW);
    const results = await Promise.all(
      table.players.map(async (auth) =>
        json<{ games: HistoryGame[] }>(await call(app, auth, "GET", "/users/me/games")),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.games[0]?.result),
      ["draw", "draw"],
    );
    const { entries } = (await board(app, "tic-tac-toe")).body;
    assert.equal(entries[0]?.rating, entries[1]?.rating);
  });

  test("an aborted game changes no rating", async (t) => {
    const { app } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    await playCells(app, table, table.gameId, [0, 3]);
    const closed = await call(app, table.players[0] as string, "POST", `/sessions/${table.sessionId}/close`);
    assert.equal(closed.statusCode, 200, closed.body);
    assert.deepEqual((await board(app, "tic-tac-toe")).body.entries, []);
    const mine = json<{ games: unknown[] }>(
      await call(app, table.players[0] as string, "GET", "/users/me/games"),
    );
    assert.deepEqual(mine.games, []);
  });

  test("computer players count in the result but are never listed", async (t) => {
    const { app, core } = await createTestApp(t);
    const host = await guest(app, "Solo");
    const session = json<{ id: string }>(await call(app, host, "POST", "/sessions", { max_players: 2 }));
    await call(app, host, "POST", `/sessions/${session.id}/computer-players`, { strength: "hard" });
    const started = await call(app, host, "POST", `/sessions/${session.id}/games`, {
      plugin_id: "tic-tac-toe",
    });
    const gameId = json<{ id: string }>(started).id;
    for (let n = 0; n < 20; n++) {
      const state = await readState(app, host, gameId);
      if (state.status !== "running") break;
      if (state.allowed_actions.length === 0) await core.computers.playTurn(gameId);
      else {
        const move = pickAction(state);
        await call(app, host, "POST", `/games/${gameId}/actions`, {
          action_id: crypto.randomUUID(),
          ...move,
        });
      }
    }
    const { entries } = (await board(app, "tic-tac-toe")).body;
    assert.deepEqual(
      entries.map((e) => [e.display_name, e.games, e.wins]),
      [["Solo", 1, 0]],
    );
    assert.ok((entries[0]?.rating ?? 1000) < 1000, "a loss to the hard computer lowers the rating");
  });

  test("scope=chat keeps the players of that Telegram chat; unknown plugins are 404", async (t) => {
    const { app, core } = await createTestApp(t);
    const inChat = await startGame(app, "tic-tac-toe", 2);
    const host = await core.auth.authenticate("Guest", (inChat.players[0] as string).slice("Guest ".length));
    assert.ok(host);
    await core.sessions.bindChat(host, inChat.sessionId, "-1001");
    await playCells(app, inChat, inChat.gameId, X_WINS);
    const elsewhere = await startGame(app, "tic-tac-toe", 2);
    await playCells(app, elsewhere, elsewhere.gameId, DRAW);

    assert.equal((await board(app, "tic-tac-toe")).body.entries.length, 4);
    const chat = await board(app, "tic-tac-toe", "?scope=chat:-1001&limit=10");
    assert.deepEqual(
      chat.body.entries.map((e) => e.wins),
      [1, 0],
    );
    assert.deepEqual((await board(app, "tic-tac-toe", "?scope=chat:-2002")).body.entries, []);
    assert.equal((await board(app, "tic-tac-toe", "?scope=group")).status, 400);
    const unknown = await app.inject({ method: "GET", url: "/api/v1/leaderboards/chess" });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.headers["content-type"], "application/problem+json; charset=utf-8");
    assert.equal(json<{ code: string }>(unknown).code, "plugin_not_found");
  });

  test("history pages newest first with a cursor, and needs a credential", async (t) => {
    const { app, clock } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    const games = [table.gameId];
    await playCells(app, table, table.gameId, X_WINS);
    for (let i = 0; i < 2; i++) {
      clock.advance(1000);
      const res = await call(app, table.players[0] as string, "POST", `/sessions/${table.sessionId}/games`, {
        plugin_id: "tic-tac-toe",
      });
      const gameId = json<{ id: string }>(res).id;
      games.push(gameId);
      await playCells(app, table, gameId, DRAW);
    }
    const auth = table.players[1] as string;
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `&before=${before}` : "";
      const page = json<{ games: HistoryGame[]; next_before: string | null }>(
        await call(app, auth, "GET", `/users/me/games?limit=2${query}`),
      );
      seen.push(...page.games.map((g) => g.game_id));
      before = page.next_before;
    } while (before);
    assert.deepEqual(seen, [...games].reverse());
    const anonymous = await app.inject({ method: "GET", url: "/api/v1/users/me/games" });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(json<{ code: string }>(anonymous).code, "unauthenticated");
    const bad = await call(app, auth, "GET", "/users/me/games?before=nonsense");
    assert.equal(bad.statusCode, 400);
  });
});
