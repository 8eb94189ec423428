import type { GameRow } from "../db/schema.ts";
import type { LastAction } from "../documents/game-documents.ts";
import type { KnownPlugin, StateDocument } from "../games/registry.ts";
import { playersOf, seatsOf } from "./game-record.ts";

/** Builds the state document for `viewer` (a participant id; spectators get no allowed actions). */
export function buildStateDocument(
  game: GameRow,
  plugin: KnownPlugin,
  state: unknown,
  viewer: string | null,
  paused: boolean,
): StateDocument {
  const view = plugin.view(state, viewer);
  const seats = seatsOf(game);
  const players = playersOf(seats).map((p) => ({ ...p, score: view.scores[p.seat] ?? 0 }));
  const running = game.status === "running";
  const mover = running && view.turn !== null ? players[view.turn] : undefined;
  const outcome = plugin.outcome(state);
  return {
    game_id: game.id,
    session_id: game.session_id,
    plugin_id: game.plugin_id,
    status: game.status,
    paused: running && paused,
    version: game.version,
    turn: mover
      ? { participant_id: mover.participant_id, seat: mover.seat, deadline: game.turn_deadline }
      : null,
    players,
    board: view.board,
    scores: Object.fromEntries(players.map((p) => [p.participant_id, p.score])),
    ...(running ? {} : { winners: outcome.status === "finished" ? outcome.winners : [] }),
    allowed_actions: running && !paused ? view.allowed_actions : [],
    last_action: game.last_action ? (JSON.parse(game.last_action) as LastAction) : null,
    rng_commitment: game.rng_commitment,
    rng_seed: running ? null : game.rng_seed,
    created_at: game.created_at,
    updated_at: game.updated_at,
  };
}
