import { listGameAudit } from "../db/repositories/audit-repository.ts";
import type { Reader } from "../db/store.ts";
import type { PlayerView } from "../documents/game-documents.ts";
import { DomainError } from "../errors.ts";
import type { ActionType } from "../games/contract.ts";
import type { KnownBoard } from "../games/registry.ts";
import { playersOf, pluginOf, seatsOf } from "../model/game-record.ts";
import { requireGame } from "../model/require-game.ts";
import { boundsOf, replayLog, startSeats } from "./replay-log.ts";
import { verifyGameLog } from "./verify-game.ts";

/** One applied move and the board after it, as a spectator saw it. */
export interface ReplayStep {
  readonly seq: number;
  readonly version: number;
  /** A participant id, or "system" for a timeout. */
  readonly actor: string;
  readonly action_type: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly board: KnownBoard;
}

/** A finished (or aborted) game, move by move, rebuilt from its audit slice and revealed seed. */
export interface Replay {
  readonly game_id: string;
  readonly plugin_id: string;
  readonly status: "finished" | "aborted";
  readonly rng_seed: string;
  /** True when the whole slice checks out: hash chain, seed commitment, every state hash (verify-game). */
  readonly verified: boolean;
  readonly players: PlayerView[];
  readonly winners: string[];
  readonly initial_board: KnownBoard;
  readonly steps: ReplayStep[];
}

/**
 * Re-applies every applied action of a game with its plugin's pure rules,
 * from the seed the game's end revealed. Boards come from the spectator view
 * (`view(state, null)`), so hidden information shows only as the game showed
 * it to onlookers. Works for any registered game. A running game's seed is
 * still secret: `game_running`.
 */
export async function readReplay(r: Reader, gameId: string): Promise<Replay> {
  const game = await requireGame(r, gameId);
  if (game.status === "running") {
    throw new DomainError("game_running", "The replay opens once the game is over.");
  }
  const entries = await listGameAudit(r, game);
  const { start, end } = boundsOf(entries);
  const plugin = pluginOf(game);
  const seed = end ? end.change.payload.rng_seed : game.rng_seed;
  const seats = start ? startSeats(start) : seatsOf(game);
  const { initial, steps: replayed } = replayLog(plugin, seats, seed, entries);
  const steps: ReplayStep[] = [];
  for (const step of replayed) {
    // A move the rules refuse now ends the replay there: verify-game reports it.
    if (step.type === "refused") break;
    if (step.type !== "applied") continue;
    const { entry, state } = step;
    steps.push({
      seq: entry.seq,
      version: entry.version ?? 0,
      actor: entry.actor,
      action_type: entry.action_type as ActionType,
      payload: entry.change.payload,
      board: plugin.view(state, null).board,
    });
  }
  return {
    game_id: game.id,
    plugin_id: game.plugin_id,
    status: game.status,
    rng_seed: seed,
    verified: verifyGameLog(entries).ok,
    players: playersOf(seatsOf(game)),
    winners: end ? (end.change.payload.winners ?? []) : [],
    initial_board: plugin.view(initial, null).board,
    steps,
  };
}
