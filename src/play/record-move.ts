import { recordChange } from "../audit/record-change.ts";
import { stateHash } from "../audit/state-hash.ts";
import { updateGameAtVersion } from "../db/repositories/game-repository.ts";
import { setSessionStatus } from "../db/repositories/session-repository.ts";
import type { GameRow, SessionStatus } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import type { LastAction } from "../documents/game-documents.ts";
import type { RngState } from "../games/contract.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { nextSessionStatus } from "../sessions/session-status.ts";
import { isoAt } from "../time.ts";
import { rateFinishedGame } from "./rate-game.ts";

export interface Move {
  readonly session: { readonly id: string; readonly status: SessionStatus };
  readonly game: GameRow;
  readonly plugin: KnownPlugin;
  /** The plugin's state the action was applied to (rules never change it). */
  readonly before: unknown;
  /** The plugin's state after the action, and the dice stream's position. */
  readonly next: { readonly state: unknown; readonly rng: RngState };
  readonly action: {
    readonly id: string | null;
    readonly type: string;
    readonly payload: Readonly<Record<string, unknown>>;
  };
  /** A participant id, or "system" for a timeout. */
  readonly actor: string;
  readonly channel: string;
  readonly nowMs: number;
}

/** The turn deadline after a move: kept while the same seat moves on, restarted for the next. */
function deadlineAfter(game: GameRow, moverChanged: boolean, running: boolean, nowMs: number) {
  if (!running || !game.turn_seconds) return null;
  if (!moverChanged && game.turn_deadline) return game.turn_deadline;
  return isoAt(nowMs + game.turn_seconds * 1000);
}

/**
 * Writes an applied action in the caller's unit: the new state and dice
 * position at version + 1 (only if the game is still at the version the move
 * was checked against), its audit entry and outbox row, and, when the game
 * ends, the ratings, the seed reveal and the session's return to GameSelection.
 */
export async function recordMove(tx: WriteTx, move: Move): Promise<GameRow> {
  const { session, game, plugin, before, next, action, actor, channel, nowMs } = move;
  const at = isoAt(nowMs);
  const stateJson = JSON.stringify(next.state);
  const outcome = plugin.outcome(next.state);
  const finished = outcome.status === "finished";
  const moverChanged = plugin.view(next.state, null).turn !== plugin.view(before, null).turn;
  const version = game.version + 1;
  const lastAction: LastAction = {
    action_id: action.id,
    participant_id: actor,
    action_type: action.type,
    payload: action.payload,
    version,
    at,
  };
  const updated: GameRow = {
    ...game,
    status: finished ? "finished" : "running",
    version,
    state: stateJson,
    rng_state: JSON.stringify(next.rng),
    last_action: JSON.stringify(lastAction),
    turn_deadline: deadlineAfter(game, moverChanged, !finished, nowMs),
    updated_at: at,
    finished_at: finished ? at : null,
  };
  await updateGameAtVersion(tx, updated, game.version);
  const hash = stateHash(stateJson);
  const slice = { session_id: session.id, game_id: game.id, at, version, state_hash: hash };
  await recordChange(tx, {
    ...slice,
    actor,
    channel,
    kind: "action",
    action,
    payload: action.payload,
    outcome: "applied",
    notify: { kind: "game_updated", actor },
    // A finishing move appends more entries and changes the session: streams read those.
    ...(!finished && { carry: { row: updated, state: next.state } }),
  });
  if (finished) {
    await rateFinishedGame(tx, updated, outcome.winners, at);
    await recordChange(tx, {
      ...slice,
      actor: "system",
      channel: "system",
      kind: "game_finished",
      payload: { rng_seed: game.rng_seed, winners: outcome.winners },
    });
    await setSessionStatus(
      tx,
      session.id,
      nextSessionStatus(session.status, "finish_game") ?? session.status,
      at,
    );
  }
  return updated;
}
