import assert from "node:assert/strict";
import type { App } from "../../api/create-app.ts";
import type { TournamentView } from "../../src/documents/tournament-document.ts";
import { DRAW, playCells, X_WINS } from "./social-play.ts";
import { call, guest, json } from "./test-app.ts";

/** O takes the middle row while X scatters: seat 1 wins in six moves. */
export const O_WINS = [0, 3, 1, 4, 8, 5] as const;

export interface Field {
  readonly organiser: string;
  readonly tournament: TournamentView;
  /** Authorization per player, by user id. */
  readonly auth: ReadonlyMap<string, string>;
  /** Player names ("P01" …) by user id, and the reverse. */
  readonly names: ReadonlyMap<string, string>;
  readonly ids: ReadonlyMap<string, string>;
}

/** A tic-tac-toe tournament with `count` guests P01… joined, not started. */
export async function openField(app: App, count: number, body: Record<string, unknown>): Promise<Field> {
  const organiser = await guest(app, "Organiser");
  const created = await call(app, organiser, "POST", "/tournaments", { plugin_id: "tic-tac-toe", ...body });
  assert.equal(created.statusCode, 201, created.body);
  const id = json<TournamentView>(created).id;
  const auth = new Map<string, string>();
  const names = new Map<string, string>();
  let tournament = json<TournamentView>(created);
  for (let i = 1; i <= count; i++) {
    const name = `P${String(i).padStart(2, "0")}`;
    const player = await guest(app, name);
    const res = await call(app, player, "POST", `/tournaments/${id}/join`);
    assert.equal(res.statusCode, 200, res.body);
    tournament = json<TournamentView>(res);
    const userId = tournament.players.find((p) => p.display_name === name)?.user_id as string;
    auth.set(userId, player);
    names.set(userId, name);
  }
  return { organiser, tournament, auth, names, ids: new Map([...names].map(([u, n]) => [n, u])) };
}

/** The winner of a pair by a fixed rule: the lower name wins unless the pair is listed as a draw. */
export type Referee = (players: readonly string[]) => string | null;
export const lowerNameWins =
  (draws: readonly string[] = []): Referee =>
  (names) =>
    draws.includes([...names].sort().join("-")) ? null : ([...names].sort()[0] as string);

/** Plays every running two-player game of the tournament to the referee's result. */
export async function playRunningGames(app: App, field: Field, tournament: TournamentView, referee: Referee) {
  for (const round of tournament.rounds) {
    for (const game of round.games) {
      if (game.status !== "running" || !game.game_id) continue;
      const seats = game.players.map((u) => field.auth.get(u) as string);
      const winner = referee(game.players.map((u) => field.names.get(u) as string));
      const cells =
        winner === null ? DRAW : winner === field.names.get(game.players[0] as string) ? X_WINS : O_WINS;
      await playCells(
        app,
        { sessionId: "", inviteCode: "", players: seats, participantIds: [] },
        game.game_id,
        cells,
      );
    }
  }
}

/** Reads the tournament document. */
export async function readTournament(app: App, id: string): Promise<TournamentView> {
  const res = await app.inject({ method: "GET", url: `/api/v1/tournaments/${id}` });
  assert.equal(res.statusCode, 200, res.body);
  return json<TournamentView>(res);
}
