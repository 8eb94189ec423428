import { listGameAudit } from "../db/repositories/audit-repository.ts";
import type { GameRow } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import type { LastAction } from "../documents/game-documents.ts";
import type { ErrorCode } from "../errors.ts";
import type { StateDocument } from "../games/registry.ts";
import { clockOf, pluginOf, seatsOf } from "../model/game-record.ts";
import { buildStateDocument } from "../model/state-document.ts";
import { boundsOf, replayLog, startSeats } from "../proofs/replay-log.ts";

/** What an action came to; stored per action id and idempotency key and replayed verbatim. */
export type ActionOutcome =
  | { readonly ok: true; readonly version: number; readonly state: StateDocument }
  | { readonly ok: false; readonly code: ErrorCode; readonly detail: string };

/**
 * What is stored per action id and Idempotency-Key. An applied move keeps
 * only its version and turn deadline: its state document is rebuilt from the
 * audit slice when a retry asks for it, so a move stores a few bytes, not
 * the whole document; a null deadline is left out (migration 0018). Rows
 * written before this form kept the document (`state`), and are returned as
 * they are.
 */
export type StoredOutcome =
  | {
      readonly ok: true;
      readonly version: number;
      readonly deadline?: string | null;
      /** A timed game's clock at that version (untimed games leave it out). */
      readonly clock?: string;
    }
  | Extract<ActionOutcome, { ok: false }>
  | Extract<ActionOutcome, { ok: true }>;

/** The stored form of an outcome; `clock` is the game's clock when it is timed. */
export function storedForm(outcome: ActionOutcome, clock?: string): string {
  if (!outcome.ok) return JSON.stringify(outcome);
  const deadline = outcome.state.turn?.deadline;
  return JSON.stringify({
    ok: true,
    version: outcome.version,
    ...(deadline && { deadline }),
    ...(clock && { clock }),
  });
}

/**
 * What an applied move's audit entry keeps as its answer (decision 0029):
 * its stored form, as storedForm makes it from the move's document, when
 * that says more than its version; else null. The document shows the row's
 * turn deadline under its turn, and a game with no turn has none.
 */
export function replyOf(row: GameRow): string | null {
  const clock = row.clock !== null && clockOf(row).control !== null ? row.clock : undefined;
  if (!row.turn_deadline && !clock) return null;
  return JSON.stringify({
    ok: true,
    version: row.version,
    ...(row.turn_deadline && { deadline: row.turn_deadline }),
    ...(clock && { clock }),
  });
}

/** The stored form of an applied move kept in the log: its answer, or just its version. */
export const loggedOutcome = (version: number, reply: string | null): string =>
  reply ?? JSON.stringify({ ok: true, version });

/**
 * The outcome a retry gets: byte for byte the document the first request
 * got, rebuilt for `viewer` by replaying the game's applied actions up to the
 * stored version from its seed (the server keeps it while the game runs).
 */
export async function restoreOutcome(
  r: Reader,
  game: GameRow,
  storedJson: string,
  viewer: string,
): Promise<ActionOutcome> {
  const stored = JSON.parse(storedJson) as StoredOutcome;
  if (!stored.ok || "state" in stored) return stored;
  const entries = await listGameAudit(r, game);
  const { start } = boundsOf(entries);
  const seats = start ? startSeats(start) : seatsOf(game);
  const plugin = pluginOf(game);
  for (const step of replayLog(plugin, seats, game.rng_seed, entries).steps) {
    if (step.type === "refused") break;
    if (step.type !== "applied" || step.entry.version !== stored.version) continue;
    const { entry, state } = step;
    const lastAction: LastAction = {
      action_id: entry.action_id,
      participant_id: entry.actor,
      action_type: entry.action_type ?? "",
      payload: entry.change.payload,
      version: stored.version,
      at: entry.at,
    };
    const then: GameRow = {
      ...game,
      status: plugin.outcome(state).status === "finished" ? "finished" : "running",
      version: stored.version,
      last_action: JSON.stringify(lastAction),
      turn_deadline: stored.deadline ?? null,
      clock: stored.clock ?? game.clock,
      updated_at: entry.at,
    };
    return {
      ok: true,
      version: stored.version,
      state: buildStateDocument(then, plugin, state, viewer, false),
    };
  }
  throw new Error(`Game ${game.id} has no applied action at version ${stored.version} to replay.`);
}
