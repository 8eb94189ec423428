import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { App } from "../../api/create-app.ts";
import type { TournamentView } from "../../src/documents/tournament-document.ts";
import { call, createTestApp, json } from "../support/test-app.ts";
import {
  type Field,
  lowerNameWins,
  openField,
  playRunningGames,
  readTournament,
} from "../support/tournament-play.ts";

interface Replay {
  players: { participant_id: string; display_name: string }[];
  winners: string[];
}

/** Every finished game's result read back from its replay, as player names: [players, winners]. */
async function resultsFromGames(app: App, tournament: TournamentView) {
  const results: { round: number; players: string[]; winners: string[] }[] = [];
  for (const round of tournament.rounds) {
    for (const game of round.games) {
      if (!game.game_id || game.status !== "finished") continue;
      const replay = json<Replay>(
        await app.inject({ method: "GET", url: `/api/v1/games/${game.game_id}/replay` }),
      );
      const name = new Map(replay.players.map((p) => [p.participant_id, p.display_name]));
      results.push({
        round: round.number,
        players: replay.players.map((p) => p.display_name),
        winners: replay.winners.map((w) => name.get(w) as string),
      });
    }
  }
  return results;
}

const pointsByName = (tournament: TournamentView) =>
  new Map(tournament.standings.map((s) => [s.display_name, s.points]));

async function startAndRead(app: App, field: Field): Promise<TournamentView> {
  const res = await call(app, field.organiser, "POST", `/tournaments/${field.tournament.id}/start`);
  assert.equal(res.statusCode, 200, res.body);
  return json<TournamentView>(res);
}

describe("Swiss tournaments", () => {
  test("16 players play four rounds to the end from the API alone; standings match the games", async (t) => {
    const { app, core } = await createTestApp(t);
    const field = await openField(app, 16, { format: "swiss" });
    let tournament = await startAndRead(app, field);
    assert.equal(tournament.rounds_planned, 4);
    const referee = lowerNameWins(["P01-P02", "P05-P06"]);
    for (let round = 1; round <= 4; round++) {
      assert.equal(tournament.rounds.length, round);
      assert.equal(tournament.rounds[round - 1]?.games.length, 8);
      await playRunningGames(app, field, tournament, referee);
      await core.tournaments.advance(tournament.id);
      tournament = await readTournament(app, tournament.id);
    }
    assert.equal(tournament.status, "finished");
    const pairs = tournament.rounds.flatMap((r) => r.games.map((g) => [...g.players].sort().join()));
    assert.equal(new Set(pairs).size, 32, "nobody met twice");

    const recomputed = new Map<string, number>();
    for (const { players, winners } of await resultsFromGames(app, tournament)) {
      for (const p of players) {
        const points = winners.length === 0 ? 0.5 : winners.includes(p) ? 1 : 0;
        recomputed.set(p, (recomputed.get(p) ?? 0) + points);
      }
    }
    assert.deepEqual(new Map([...recomputed].sort()), new Map([...pointsByName(tournament)].sort()));
    assert.equal(tournament.standings[0]?.display_name, "P01");
  });

  test("an odd field gives the bye, worth one point, to the lowest player", async (t) => {
    const { app } = await createTestApp(t);
    const field = await openField(app, 5, { format: "swiss", rounds: 2 });
    const tournament = await startAndRead(app, field);
    const bye = tournament.rounds[0]?.games.find((g) => g.status === "bye");
    assert.deepEqual(bye?.players, [field.ids.get("P05")]);
    assert.equal(pointsByName(tournament).get("P05"), 1);
  });

  test("a game still running at the round's deadline ends as a draw and the next round is paired", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const field = await openField(app, 4, { format: "swiss", rounds: 2, round_minutes: 30 });
    const tournament = await startAndRead(app, field);
    const [first] = tournament.rounds[0]?.games ?? [];
    await playRunningGames(
      app,
      field,
      { ...tournament, rounds: [{ number: 1, status: "running", games: [first as never] }] },
      lowerNameWins(),
    );
    await core.tournaments.advance(tournament.id);
    assert.equal((await readTournament(app, tournament.id)).rounds.length, 1, "the second game still runs");
    clock.advance(31 * 60_000);
    await core.tournaments.advance(tournament.id);
    const after = await readTournament(app, tournament.id);
    assert.equal(after.rounds.length, 2);
    assert.deepEqual(after.rounds[0]?.games[1]?.winners, []);
    const state = await call(
      app,
      field.auth.get(after.rounds[0]?.games[1]?.players[0] as string) as string,
      "GET",
      `/games/${after.rounds[0]?.games[1]?.game_id}/state`,
    );
    assert.equal(json<{ status: string }>(state).status, "aborted");
  });

  test("two advances at once after a round's last game make one next round", async (t) => {
    const { app, core } = await createTestApp(t);
    const field = await openField(app, 4, { format: "swiss", rounds: 2 });
    const tournament = await startAndRead(app, field);
    await playRunningGames(app, field, tournament, lowerNameWins());
    const changed = await Promise.all([1, 2, 3].map(() => core.tournaments.advance(tournament.id)));
    const after = await readTournament(app, tournament.id);
    assert.equal(after.rounds.length, 2);
    assert.equal(after.rounds[1]?.games.length, 2);
    assert.equal(changed.filter(Boolean).length, 1);
  });
});

describe("Knockout tournaments", () => {
  test("six players: byes to the two top seeds, a drawn game replayed, one champion", async (t) => {
    const { app, core } = await createTestApp(t);
    const field = await openField(app, 6, { format: "knockout" });
    let tournament = await startAndRead(app, field);
    const first = tournament.rounds[0]?.games ?? [];
    assert.deepEqual(
      first.filter((g) => g.status === "bye").map((g) => field.names.get(g.players[0] as string)),
      ["P01", "P02"],
    );
    await playRunningGames(app, field, tournament, lowerNameWins(["P04-P05"]));
    await core.tournaments.advance(tournament.id);
    tournament = await readTournament(app, tournament.id);
    const replays = tournament.rounds[0]?.games.filter((g) => g.players.length === 2) ?? [];
    assert.equal(replays.length, 3, "the drawn match is replayed in its round");
    for (let i = 0; i < 4 && tournament.status === "running"; i++) {
      await playRunningGames(app, field, tournament, lowerNameWins());
      await core.tournaments.advance(tournament.id);
      tournament = await readTournament(app, tournament.id);
    }
    assert.equal(tournament.status, "finished");
    assert.equal(tournament.rounds.length, 3);
    assert.deepEqual(tournament.rounds[2]?.games[0]?.winners, [field.ids.get("P01")]);
    assert.equal(tournament.standings[0]?.display_name, "P01");
  });
});

describe("Arena tournaments", () => {
  test("six players over two minutes: finishers are paired again at once, streaks double, the clock ends it", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const field = await openField(app, 6, { format: "arena", duration_minutes: 2 });
    let tournament = await startAndRead(app, field);
    assert.equal(tournament.rounds[0]?.games.length, 3);
    for (let wave = 0; wave < 3; wave++) {
      await playRunningGames(app, field, tournament, lowerNameWins());
      await core.tournaments.advance(tournament.id);
      tournament = await readTournament(app, tournament.id);
      clock.advance(30_000);
    }
    assert.equal(tournament.rounds.length, 4);
    clock.advance(60_000);
    await core.tournaments.advance(tournament.id);
    tournament = await readTournament(app, tournament.id);
    assert.equal(tournament.status, "finished");

    const recomputed = new Map<string, number>();
    const streak = new Map<string, number>();
    for (const { players, winners } of await resultsFromGames(app, tournament)) {
      for (const p of players) {
        const won = winners.includes(p) && winners.length < players.length;
        const points = won ? ((streak.get(p) ?? 0) >= 2 ? 4 : 2) : winners.length === 0 ? 1 : 0;
        streak.set(p, won ? (streak.get(p) ?? 0) + 1 : 0);
        recomputed.set(p, (recomputed.get(p) ?? 0) + points);
      }
    }
    for (const [name, points] of pointsByName(tournament))
      assert.equal(points, recomputed.get(name) ?? 0, name);
    assert.equal(pointsByName(tournament).get("P01"), 2 + 2 + 4);

    // The wave still running at the end plays on as ordinary games; when they end they show so, and count for nothing.
    const late = tournament.rounds[3]?.games ?? [];
    assert.ok(late.length > 0 && late.every((g) => g.status === "running"));
    await playRunningGames(app, field, tournament, lowerNameWins());
    await core.tournaments.advance(tournament.id);
    const after = await readTournament(app, tournament.id);
    assert.ok(after.rounds[3]?.games.every((g) => g.status === "finished" && g.winners === null));
    assert.deepEqual(pointsByName(after), pointsByName(tournament));
  });
});

describe("Tournament routes", () => {
  test("reads need no credential; writes do; the organiser alone starts and cancels", async (t) => {
    const { app } = await createTestApp(t);
    const field = await openField(app, 1, { format: "swiss", chat_id: "-100123" });
    const id = field.tournament.id;
    const anonymous = await app.inject({ method: "POST", url: `/api/v1/tournaments/${id}/join` });
    assert.equal(anonymous.statusCode, 401);
    const player = field.auth.values().next().value as string;
    const notOrganiser = await call(app, player, "POST", `/tournaments/${id}/start`);
    assert.equal(json<{ code: string }>(notOrganiser).code, "not_organiser");
    const tooFew = await call(app, field.organiser, "POST", `/tournaments/${id}/start`);
    assert.equal(json<{ code: string }>(tooFew).code, "not_enough_players");
    const listed = json<{ tournaments: TournamentView[] }>(
      await app.inject({ method: "GET", url: "/api/v1/tournaments?scope=chat:-100123&status=open" }),
    );
    assert.deepEqual(
      listed.tournaments.map((x) => x.id),
      [id],
    );
    const elsewhere = json<{ tournaments: TournamentView[] }>(
      await app.inject({ method: "GET", url: "/api/v1/tournaments?scope=chat:-5" }),
    );
    assert.deepEqual(elsewhere.tournaments, []);
    assert.equal((await call(app, field.organiser, "POST", `/tournaments/${id}/cancel`)).statusCode, 200);
    const again = await call(app, field.organiser, "POST", `/tournaments/${id}/cancel`);
    assert.equal(json<{ code: string }>(again).code, "tournament_over");
    const late = await call(app, player, "POST", `/tournaments/${id}/leave`);
    assert.equal(json<{ code: string }>(late).code, "tournament_not_open");
  });

  test("bad options are refused with a clear code", async (t) => {
    const { app } = await createTestApp(t);
    const field = await openField(app, 0, { format: "swiss" });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ plugin_id: "nope", format: "swiss" }, 404, "plugin_not_found"],
      [{ plugin_id: "tic-tac-toe", format: "knockout", table_size: 3 }, 400, "invalid_request"],
      [{ plugin_id: "tic-tac-toe", format: "arena" }, 400, "invalid_request"],
      [{ plugin_id: "tic-tac-toe", format: "swiss", duration_minutes: 5 }, 400, "invalid_request"],
      [{ plugin_id: "tic-tac-toe", format: "ladder" }, 400, "invalid_request"],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(app, field.organiser, "POST", "/tournaments", body);
      assert.equal(res.statusCode, status, JSON.stringify(body));
      assert.equal(json<{ code: string }>(res).code, code);
    }
    const missing = await app.inject({
      method: "GET",
      url: "/api/v1/tournaments/00000000-0000-4000-8000-000000000000",
    });
    assert.equal(json<{ code: string }>(missing).code, "tournament_not_found");
  });

  test("a scheduled tournament starts by itself, and one nobody joined is cancelled", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const startsAt = new Date(clock.now() + 60_000).toISOString();
    const full = await openField(app, 2, { format: "swiss", starts_at: startsAt });
    const empty = await openField(app, 0, { format: "swiss", starts_at: startsAt });
    assert.deepEqual(await core.tournaments.listDue(), []);
    clock.advance(60_000);
    for (const id of await core.tournaments.listDue()) await core.tournaments.advance(id);
    assert.equal((await readTournament(app, full.tournament.id)).status, "running");
    assert.equal((await readTournament(app, empty.tournament.id)).status, "cancelled");
  });
});
