import { listGameAudit } from "../db/repositories/audit-repository.ts";
import type { AuditEntryRow } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import type { PlayerView } from "../documents/game-documents.ts";
import { DomainError } from "../errors.ts";
import type { ActionType, GameAction, Seat } from "../games/contract.ts";
import type { KnownBoard } from "../games/registry.ts";
import { createRng, rngStateFromSeed } from "../games/rng.ts";
import { playersOf, pluginOf, seatsOf } from "./game-record.ts";
import { requireGame } from "./read-game.ts";
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

const payloadOf = (entry: AuditEntryRow) =>
  (entry.payload ? JSON.parse(entry.payload) : {}) as Record<string, unknown>;

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
  const entries = await listGameAudit(r, gameId);
  const start = entries.find((e) => e.kind === "game_started");
  const end = entries.find((e) => e.kind === "game_finished" || e.kind === "game_aborted");
  const plugin = pluginOf(game);
  const seed = String(end ? payloadOf(end).rng_seed : game.rng_seed);
  const seats = start ? (payloadOf(start).seats as Seat[]) : seatsOf(game);
  const rng = createRng(rngStateFromSeed(seed));
  let state = plugin.setup(seats, rng);
  const initial = plugin.view(state, null).board;
  const steps: ReplayStep[] = [];
  for (const entry of entries) {
    if (entry.kind !== "action" || entry.outcome !== "applied") continue;
    const payload = payloadOf(entry);
    const action: GameAction = { action_type: entry.action_type as ActionType, payload };
    const result = plugin.apply(state, action, { actor: entry.actor, rng });
    if (!result.ok) break;
    state = result.state;
    steps.push({
      seq: entry.seq,
      version: entry.version ?? 0,
      actor: entry.actor,
      action_type: action.action_type,
      payload,
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
    winners: end ? ((payloadOf(end).winners as string[] | undefined) ?? []) : [],
    initial_board: initial,
    steps,
  };
}
