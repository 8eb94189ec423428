import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { App } from "../../api/create-app.ts";
import type { TournamentView } from "../../src/documents/tournament-document.ts";
import { verifyGameLog } from "../../src/proofs/verify-game.ts";
import { gameAudit } from "../support/game-audit.ts";
import { playToEnd, RANDOM_PLAY_LIMITS } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";
import { type Field, openField, readTournament } from "../support/tournament-play.ts";

/** Plays every running table of the tournament to its end by legal moves, each seat its own player. */
async function playTables(app: App, field: Field, tournament: TournamentView): Promise<string[]> {
  const played: string[] = [];
  for (const game of tournament.rounds.flatMap((round) => round.games)) {
    if (game.status !== "running" || !game.game_id) continue;
    const players = game.players.map((userId) => field.auth.get(userId) as string);
    await playToEnd(app, { sessionId: "", inviteCode: "", players, participantIds: [] }, game.game_id);
    played.push(game.game_id);
  }
  return played;
}

/**
 * Starts a tournament of `pluginId`, then plays and advances it round by
 * round until it is over; answers the finished tournament and its games.
 */
async function playTournament(t: Parameters<typeof createTestApp>[0], pluginId: string, body: object) {
  const { app, core, store } = await createTestApp(t, RANDOM_PLAY_LIMITS);
  const { players, ...rest } = body as { players: number };
  const field = await openField(app, players, { plugin_id: pluginId, ...rest });
  const started = await call(app, field.organiser, "POST", `/tournaments/${field.tournament.id}/start`);
  assert.equal(started.statusCode, 200, started.body);
  let tournament = json<TournamentView>(started);
  const games: string[] = [];
  for (let round = 0; round < 5 && tournament.status === "running"; round++) {
    games.push(...(await playTables(app, field, tournament)));
    await core.tournaments.advance(tournament.id);
    tournament = await readTournament(app, tournament.id);
  }
  for (const gameId of games) assert.deepEqual(verifyGameLog(await gameAudit(store, gameId)).problems, []);
  return { app, field, tournament, games };
}

/** What each player's record says of the tables: one point a win, as the standings count them. */
function winsByPlayer(tournament: TournamentView): Map<string, number> {
  const wins = new Map(tournament.standings.map((s) => [s.user_id, 0]));
  for (const game of tournament.rounds.flatMap((round) => round.games))
    for (const winner of game.winners ?? []) wins.set(winner, (wins.get(winner) ?? 0) + 1);
  return wins;
}

describe("backgammon and long nardy in tournaments", () => {
  test("a knockout of four plays backgammon to one champion: every table ends with one winner and verifies", async (t) => {
    const { tournament, games } = await playTournament(t, "backgammon", { players: 4, format: "knockout" });
    assert.equal(tournament.status, "finished");
    assert.equal(games.length, 3, "two semi-finals and a final");
    const final = tournament.rounds.at(-1)?.games[0];
    assert.equal(final?.winners?.length, 1);
    assert.equal(tournament.standings[0]?.user_id, final?.winners?.[0]);
    for (const game of tournament.rounds.flatMap((round) => round.games))
      assert.equal(game.winners?.length, 1, `${game.game_id} ended with one winner`);
  });

  test("a Swiss of three plays long nardy over two rounds with a bye: the standings count the games' winners", async (t) => {
    const { tournament, games } = await playTournament(t, "long-nardy", {
      players: 3,
      format: "swiss",
      rounds: 2,
    });
    assert.equal(tournament.status, "finished");
    assert.equal(games.length, 2, "one table and one bye a round");
    const wins = winsByPlayer(tournament);
    for (const standing of tournament.standings)
      assert.equal(standing.points, wins.get(standing.user_id), standing.display_name);
  });
});
