import type { GameRow } from "../db/schema.ts";
import { withPayloads } from "../games/action-payloads.ts";
import { findGame, type KnownPlugin, type StateDocument } from "../games/registry.ts";
import { playerTime } from "./clock-view.ts";
import { resultWithForfeits } from "./forfeit-result.ts";
import { clockOf, forfeitedOf, playersOf, seatsOf } from "./game-record.ts";
import { lastActionOf } from "./last-action.ts";

/**
 * Builds the state document for `viewer` (a participant id; spectators get no
 * allowed actions), with `spectators` watching it now.
 */
export function buildStateDocument(
  game: GameRow,
  plugin: KnownPlugin,
  state: unknown,
  viewer: string | null,
  paused: boolean,
  spectators = 0,
): StateDocument {
  const view = plugin.view(state, viewer);
  const seats = seatsOf(game);
  const running = game.status === "running";
  const clock = clockOf(game);
  const moving = running && !paused ? view.turn : null;
  const players = playersOf(seats).map((p) => ({
    ...p,
    score: view.scores[p.seat] ?? 0,
    ...playerTime(clock, p.seat, moving),
  }));
  const mover = running && view.turn !== null ? players[view.turn] : undefined;
  const winners = resultWithForfeits(
    plugin.outcome(state),
    seats.map((seat) => seat.id),
    view.scores,
    forfeitedOf(clock, seats),
  );
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
    spectators,
    scores: scoresOf(players),
    ...(running ? {} : { winners: game.status === "finished" ? (winners ?? []) : [] }),
    allowed_actions: running && !paused ? withPayloads(view.allowed_actions, holdingOf(plugin.id)) : [],
    last_action: lastActionOf(game),
    rng_commitment: game.rng_commitment,
    rng_seed: running ? null : game.rng_seed,
    created_at: game.created_at,
    updated_at: game.updated_at,
  };
}

/** Each player's score by participant id, in seat order. */
function scoresOf(players: readonly { readonly participant_id: string; readonly score: number }[]) {
  const scores: Record<string, number> = {};
  for (const p of players) scores[p.participant_id] = p.score;
  return scores;
}

// A game outside the registry (none is, once started) holds no dice.
function holdingOf(pluginId: string) {
  return findGame(pluginId)?.traits ?? { holdsDice: false as const };
}
