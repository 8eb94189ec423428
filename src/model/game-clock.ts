/**
 * A game's clock: pure functions over the JSON its row keeps. Every seat has
 * a bank (bank clocks only), a count of turns it missed in a row, a stand-in
 * when a computer keeps it, a forfeit flag and the end of its player's
 * vacation. The current turn knows its seat, the version it began at, when
 * its clock started and how much time it had, from which the deadline and
 * the reminder marks follow.
 */
import type { OnTimeout, TimeControl } from "../documents/clock-documents.ts";
import type { Strength } from "../documents/strength.ts";
import type { ClockRules } from "./clock-rules.ts";

export interface SeatClock {
  /** Bank clocks: the time left when the seat's turn last ended (or at the start); null otherwise. */
  readonly bank_ms: number | null;
  /** Turns in a row that ran out of time. */
  readonly missed: number;
  /** The computer keeping the seat while its player is away. */
  readonly stand_in: Strength | null;
  /** True once a stand-in moved for the seat in this game (it is then rated by docs/games.md#clocks). */
  readonly stood_in: boolean;
  readonly forfeited: boolean;
  readonly vacation_until: string | null;
}

export interface TurnClock {
  readonly seat: number;
  /** The version the turn began at: a reminder is sent once per turn and mark. */
  readonly version: number;
  /** When the clock started: the turn's start, or a vacation's end. */
  readonly started_ms: number;
  /** The time the turn had when its clock started. */
  readonly budget_ms: number;
}

export interface GameClock {
  readonly control: TimeControl | null;
  readonly on_timeout: OnTimeout;
  readonly stand_in_strength: Strength;
  readonly seats: readonly SeatClock[];
  /** The timed turn under way; null when untimed, between turns or over. */
  readonly turn: TurnClock | null;
}

/** The percentages of a turn's time at which its mover is reminded. */
const REMINDER_MARKS = [50, 90] as const;

/** After a stand-in, a returning player's bank holds at least this share of the starting bank. */
const RETURN_BANK_SHARE = 0.1;

const DAY_MS = 86_400_000;

/** A new game's clock, with each seat's vacation (null = none). */
export function openClock(rules: ClockRules | null, vacations: readonly (string | null)[]): GameClock {
  const control = rules?.time_control ?? null;
  return {
    control,
    on_timeout: rules?.on_timeout ?? "rules",
    stand_in_strength: rules?.stand_in_strength ?? "hard",
    seats: vacations.map((vacation) => ({
      bank_ms: control?.kind === "bank" ? control.initial_seconds * 1000 : null,
      missed: 0,
      stand_in: null,
      stood_in: false,
      forfeited: false,
      vacation_until: vacation,
    })),
    turn: null,
  };
}

/** A copy of the clock with one seat changed. */
export function withSeat(clock: GameClock, seat: number, change: Partial<SeatClock>): GameClock {
  return { ...clock, seats: clock.seats.map((s, i) => (i === seat ? { ...s, ...change } : s)) };
}

/** True when nobody needs to wait for the seat: a computer moves for it, or it left. */
export function seatIsAway(clock: GameClock, seat: number): boolean {
  const s = clock.seats[seat];
  return s !== undefined && (s.stand_in !== null || s.forfeited);
}

/** The seats still at the table (not forfeited). */
function seatsInPlay(clock: GameClock): number[] {
  return clock.seats.flatMap((s, i) => (s.forfeited ? [] : [i]));
}

/** The time a seat's turn gets under the control. */
function budgetOf(control: TimeControl, seat: SeatClock): number {
  if (control.kind === "move") return control.seconds * 1000;
  if (control.kind === "days") return control.days_per_move * DAY_MS;
  return seat.bank_ms ?? control.initial_seconds * 1000;
}

/** When a days clock starts: not before its player's vacation ends. */
function clockStart(control: TimeControl, seat: SeatClock, nowMs: number): number {
  const vacation = seat.vacation_until ? Date.parse(seat.vacation_until) : 0;
  return control.kind === "days" ? Math.max(nowMs, vacation) : nowMs;
}

/** What a turn's timing comes to: the clock, the deadline and the next reminder (ms; null = none). */
export interface Timing {
  readonly clock: GameClock;
  readonly deadlineMs: number | null;
  readonly remindMs: number | null;
}

/** The next reminder mark after `afterMs`, or null when both have passed. */
export function nextReminder(turn: TurnClock, afterMs: number): number | null {
  for (const percent of REMINDER_MARKS) {
    const at = turn.started_ms + (turn.budget_ms * percent) / 100;
    if (at > afterMs) return Math.floor(at);
  }
  return null;
}

/** The marks a turn has reached by `nowMs`. */
export function reachedMarks(turn: TurnClock, nowMs: number): number[] {
  return REMINDER_MARKS.filter((percent) => turn.started_ms + (turn.budget_ms * percent) / 100 <= nowMs);
}

/**
 * Starts `seat`'s turn at `version`: a stood-in or forfeited seat is due at
 * once (the sweep moves for it), anyone else gets the control's time, from
 * the end of their vacation on a days clock, and reminders at its marks.
 */
export function startTurn(clock: GameClock, seat: number | null, version: number, nowMs: number): Timing {
  const control = clock.control;
  const state = seat === null ? undefined : clock.seats[seat];
  if (!control || !state || seat === null)
    return { clock: { ...clock, turn: null }, deadlineMs: null, remindMs: null };
  if (seatIsAway(clock, seat)) {
    const turn = { seat, version, started_ms: nowMs, budget_ms: 0 };
    return { clock: { ...clock, turn }, deadlineMs: nowMs, remindMs: null };
  }
  const turn = {
    seat,
    version,
    started_ms: clockStart(control, state, nowMs),
    budget_ms: budgetOf(control, state),
  };
  return {
    clock: { ...clock, turn },
    deadlineMs: turn.started_ms + turn.budget_ms,
    remindMs: nextReminder(turn, nowMs),
  };
}

/** Ends the turn under way at `nowMs`: a bank keeps what is left of it, plus the increment. */
export function endTurn(clock: GameClock, deadlineMs: number | null, nowMs: number): GameClock {
  const { control, turn } = clock;
  if (control?.kind !== "bank" || !turn || deadlineMs === null || seatIsAway(clock, turn.seat)) return clock;
  const left = Math.max(0, deadlineMs - nowMs) + control.increment_seconds * 1000;
  // A bank the rules' timeout emptied gets the returning floor, or every later turn would time out at once.
  return withSeat(clock, turn.seat, { bank_ms: left > 0 ? left : bankFloor(control) });
}

/** The least a bank holds after it ran out: a tenth of the starting bank. */
function bankFloor(control: Extract<TimeControl, { kind: "bank" }>): number {
  return control.initial_seconds * 1000 * RETURN_BANK_SHARE;
}

/** A seat given back to its player: no stand-in, no missed turns, and a bank worth playing on. */
export function giveBack(clock: GameClock, seat: number): GameClock {
  const control = clock.control;
  const bank = clock.seats[seat]?.bank_ms ?? null;
  const floor = control?.kind === "bank" ? bankFloor(control) : 0;
  return withSeat(clock, seat, {
    stand_in: null,
    missed: 0,
    bank_ms: bank === null ? null : Math.max(bank, floor),
  });
}

/** Who takes over when `seat` runs out of time: the host's choice, or a stand-in after three misses at a bigger table. */
export function timeoutOutcome(clock: GameClock, seat: number): OnTimeout {
  if (clock.on_timeout !== "rules") return clock.on_timeout;
  const missed = (clock.seats[seat]?.missed ?? 0) + 1;
  return missed >= 3 && seatsInPlay(clock).length > 2 ? "stand_in" : "rules";
}

/** The stored clock of a game, or one made up for a game older than clocks (its move timer, if any). */
export function parseClock(
  json: string | null,
  legacy: { readonly turnSeconds: number | null; readonly seats: number },
): GameClock {
  if (json) return JSON.parse(json) as GameClock;
  const rules: ClockRules | null = legacy.turnSeconds
    ? {
        time_control: { kind: "move", seconds: legacy.turnSeconds },
        on_timeout: "rules",
        stand_in_strength: "hard",
      }
    : null;
  return openClock(
    rules,
    Array.from({ length: legacy.seats }, () => null),
  );
}

/** A move as the clock sees it: the seats to move before and after, and whose own player made it. */
export interface ClockMove {
  readonly before: number | null;
  readonly after: number | null;
  /** The seat whose player moved in person; null for the timer, a stand-in or a computer. */
  readonly personSeat: number | null;
  /** The version the move wrote. */
  readonly version: number;
  readonly deadlineMs: number | null;
  readonly remindMs: number | null;
  readonly nowMs: number;
}

/** Vacations that ended by `nowMs` are cleared, so each version shows only those still running. */
function withoutPastVacations(clock: GameClock, nowMs: number): GameClock {
  if (!clock.seats.some((s) => s.vacation_until && Date.parse(s.vacation_until) <= nowMs)) return clock;
  return {
    ...clock,
    seats: clock.seats.map((s) =>
      s.vacation_until && Date.parse(s.vacation_until) <= nowMs ? { ...s, vacation_until: null } : s,
    ),
  };
}

/**
 * The clock after a move: the mover's missed turns are forgotten, and a turn
 * that passes to another seat (or to a seat a computer keeps) ends the old
 * turn and starts the next; a player moving on in their own turn keeps its
 * deadline and reminders.
 */
export function afterMove(clock: GameClock, move: ClockMove): Timing {
  let next = withoutPastVacations(clock, move.nowMs);
  if (move.personSeat !== null) next = withSeat(next, move.personSeat, { missed: 0 });
  const turn = next.turn;
  const sameTurn = move.after !== null && move.before === move.after && turn?.seat === move.after;
  if (sameTurn && !seatIsAway(next, move.after as number)) {
    return { clock: next, deadlineMs: move.deadlineMs, remindMs: move.remindMs };
  }
  if (move.after === null) return { clock: { ...next, turn: null }, deadlineMs: null, remindMs: null };
  return startTurn(endTurn(next, move.deadlineMs, move.nowMs), move.after, move.version, move.nowMs);
}

/** When a resumed turn's `remainingMs` run out: after the mover's vacation on a days clock. */
export function resumedDeadline(clock: GameClock, remainingMs: number, nowMs: number): number {
  const seat = clock.turn ? clock.seats[clock.turn.seat] : undefined;
  return (clock.control && seat ? clockStart(clock.control, seat, nowMs) : nowMs) + remainingMs;
}

/** The turn's clock moved to end at `deadlineMs` (a resume, a vacation), with its reminders after `nowMs`. */
export function moveDeadline(clock: GameClock, deadlineMs: number, nowMs: number): Timing {
  const turn = clock.turn;
  if (!turn) return { clock, deadlineMs, remindMs: null };
  const moved = { ...turn, started_ms: deadlineMs - turn.budget_ms };
  return { clock: { ...clock, turn: moved }, deadlineMs, remindMs: nextReminder(moved, nowMs) };
}

/**
 * A days clock around a vacation of `seat`'s player that begins or ends now
 * (`untilMs` null: it ended): the time left waits until the vacation is over.
 * Other clocks, and seats not to move, keep their timing.
 */
export function shiftForVacation(
  clock: GameClock,
  seat: number,
  untilMs: number | null,
  deadlineMs: number,
  nowMs: number,
): Timing | null {
  const turn = clock.turn;
  if (clock.control?.kind !== "days" || turn?.seat !== seat || seatIsAway(clock, seat)) return null;
  const running = turn.started_ms <= nowMs;
  const budget = running ? Math.max(0, deadlineMs - nowMs) : turn.budget_ms;
  const started = untilMs === null ? Math.min(turn.started_ms, nowMs) : untilMs;
  const moved = { ...turn, started_ms: started, budget_ms: budget };
  return {
    clock: { ...clock, turn: moved },
    deadlineMs: started + budget,
    remindMs: nextReminder(moved, nowMs),
  };
}

/** The rules a game was started with, to start its rematch the same way. */
export function rulesOf(clock: GameClock): ClockRules | null {
  return clock.control
    ? {
        time_control: clock.control,
        on_timeout: clock.on_timeout,
        stand_in_strength: clock.stand_in_strength,
      }
    : null;
}
