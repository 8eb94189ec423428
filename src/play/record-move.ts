import { recordChange } from "../audit/record-change.ts";
import { stateHash } from "../audit/state-hash.ts";
import { bothSettled } from "../db/both-settled.ts";
import { updateMovedGame } from "../db/repositories/game-writer.ts";
import { setSessionStatus } from "../db/repositories/session-repository.ts";
import type { GameRow, SessionStatus } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import type { LastAction } from "../documents/game-documents.ts";
import type { RngState } from "../games/contract.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { resultWithForfeits } from "../model/forfeit-result.ts";
import { afterMove, type GameClock, type Timing } from "../model/game-clock.ts";
import { clockOf, forfeitedOf, seatsOf } from "../model/game-record.ts";
import { keepParses } from "../model/row-parses.ts";
import { nextSessionStatus } from "../sessions/session-status.ts";
import { isoAt } from "../time.ts";
import { replyOf } from "./action-outcomes.ts";
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
  /** Hex the mover contributed to the dice, mixed in before the move drew. */
  readonly entropy?: string | undefined;
  /** A participant id, or "system" for a timeout or a stand-in. */
  readonly actor: string;
  /** The clock the move starts from, when the unit changed it (a timeout, a stand-in); else the row's. */
  readonly clock?: GameClock;
  readonly channel: string;
  readonly nowMs: number;
  /** A sent action's request key (action-repository.ts), when its entry is what a retry reads (decision 0029). */
  readonly answer?: { readonly requestKey: string | null };
}

const msOf = (iso: string | null) => (iso === null ? null : Date.parse(iso));
const isoOf = (ms: number | null) => (ms === null ? null : isoAt(ms));

/** The clock after the move: whose turn it is now, until when, and when they are next reminded. */
function timingAfter(move: Move, clock: GameClock, version: number, finished: boolean): Timing {
  const { game, plugin, before, next, actor, nowMs } = move;
  const personSeat = seatsOf(game).findIndex((seat) => seat.id === actor);
  return afterMove(clock, {
    before: plugin.view(before, null).turn,
    after: finished ? null : plugin.view(next.state, null).turn,
    personSeat: personSeat < 0 ? null : personSeat,
    version,
    deadlineMs: msOf(game.turn_deadline),
    remindMs: msOf(game.remind_at),
    nowMs,
  });
}

/** The winners once the game is over (the rules' own, less players who forfeited), or null while it runs. */
function winnersAfter(move: Move, clock: GameClock): readonly string[] | null {
  const { game, plugin, next } = move;
  const seats = seatsOf(game);
  const scores = plugin.view(next.state, null).scores;
  return resultWithForfeits(
    plugin.outcome(next.state),
    seats.map((s) => s.id),
    scores,
    forfeitedOf(clock, seats),
  );
}

/**
 * Writes an applied action in the caller's unit: the new state and dice
 * position at version + 1 (only if the game is still at the version the move
 * was checked against), its audit entry (with its answer to a retry, when
 * sent) and outbox row, and, when the game ends, the ratings, the seed
 * reveal and the session's return to GameSelection.
 */
export async function recordMove(tx: WriteTx, move: Move): Promise<GameRow> {
  const { session, game, next, action, actor, channel, nowMs } = move;
  const at = isoAt(nowMs);
  const stateJson = JSON.stringify(next.state);
  const clock = move.clock ?? clockOf(game);
  const winners = winnersAfter(move, clock);
  const finished = winners !== null;
  const version = game.version + 1;
  const timing = timingAfter(move, clock, version, finished);
  const lastAction: LastAction = {
    action_id: action.id,
    participant_id: actor,
    action_type: action.type,
    payload: action.payload,
    version,
    at,
  };
  // The move's own reads of the new row (its state document) need not parse back what it just wrote.
  const updated: GameRow = keepParses(
    {
      ...game,
      status: finished ? "finished" : "running",
      version,
      state: stateJson,
      rng_state: JSON.stringify(next.rng),
      last_action: JSON.stringify(lastAction),
      turn_deadline: isoOf(timing.deadlineMs),
      clock: JSON.stringify(timing.clock),
      remind_at: isoOf(timing.remindMs),
      updated_at: at,
      finished_at: finished ? at : null,
    },
    { seats: seatsOf(game), clock: timing.clock, last_action: lastAction },
  );
  // The row and its entry are sent together, not one after the other: on PostgreSQL they share a round trip.
  const written = updateMovedGame(tx, game, updated);
  const hash = stateHash(stateJson);
  const slice = { session_id: session.id, game_id: game.id, at, version, state_hash: hash };
  const recorded = recordChange(tx, {
    ...slice,
    actor,
    channel,
    kind: "action",
    action,
    payload: action.payload,
    entropy: move.entropy,
    outcome: "applied",
    notify: { kind: "game_updated", actor, phase: finished ? "ended" : "running" },
    // A finishing move appends more entries and changes the session: streams read those.
    ...(!finished && { carry: { row: updated, state: next.state } }),
    ...(move.answer && { answer: { requestKey: move.answer.requestKey, reply: replyOf(updated) } }),
  });
  await bothSettled(written, recorded);
  if (finished) await recordGameEnd(tx, { session, game: updated, winners, stateHash: hash });
  return updated;
}

/** The end of a game whose row says so already: its ratings, the seed revealed, and the session back to choosing. */
export async function recordGameEnd(
  tx: WriteTx,
  end: {
    readonly session: Move["session"];
    readonly game: GameRow;
    readonly winners: readonly string[];
    readonly stateHash: string;
    /** Chats hear of an end that no move announced (a forfeit). */
    readonly notify?: boolean;
  },
): Promise<void> {
  const { session, game, winners } = end;
  const at = game.updated_at;
  await rateFinishedGame(tx, game, winners, at);
  await recordChange(tx, {
    session_id: session.id,
    game_id: game.id,
    at,
    version: game.version,
    state_hash: end.stateHash,
    actor: "system",
    channel: "system",
    kind: "game_finished",
    payload: { rng_seed: game.rng_seed, winners: [...winners] },
    ...(end.notify && { notify: { kind: "game_updated", actor: "system", phase: "ended" } }),
  });
  await setSessionStatus(
    tx,
    session.id,
    nextSessionStatus(session.status, "finish_game") ?? session.status,
    at,
  );
}
