import type { OnTimeout, TimeControl } from "../documents/clock-documents.ts";
import type { Strength } from "../documents/strength.ts";
import { DomainError } from "../errors.ts";

/** What a host picks about time, for a session's games or one game. */
export interface ClockRules {
  readonly time_control: TimeControl;
  readonly on_timeout: OnTimeout;
  readonly stand_in_strength: Strength;
}

/** What a request may say about time: every field optional, `turn_seconds` the old name of a move timer. */
export interface ClockInput {
  readonly time_control?: TimeControl | null | undefined;
  readonly on_timeout?: OnTimeout | undefined;
  readonly stand_in_strength?: Strength | undefined;
  readonly turn_seconds?: number | null | undefined;
}

/** When time runs out and the host said nothing: the game's move, a loss on a bank, a stand-in by correspondence. */
const DEFAULT_ON_TIMEOUT: Readonly<Record<TimeControl["kind"], OnTimeout>> = {
  move: "rules",
  bank: "forfeit",
  days: "stand_in",
};

/** A stand-in plays as well as the game's best strategy unless the host asks for the easy one. */
const DEFAULT_STAND_IN: Strength = "hard";

/** A time control with only its kind's fields. */
function knownFields(control: TimeControl): TimeControl {
  if (control.kind === "move") return { kind: "move", seconds: control.seconds };
  if (control.kind === "days") return { kind: "days", days_per_move: control.days_per_move };
  return {
    kind: "bank",
    initial_seconds: control.initial_seconds,
    increment_seconds: control.increment_seconds,
  };
}

/** The time control a request names: `time_control`, or `turn_seconds` as a move timer; undefined when it names neither. */
function requestedControl(input: ClockInput): TimeControl | null | undefined {
  const { time_control: control, turn_seconds: seconds } = input;
  if (control !== undefined && seconds !== undefined && seconds !== null) {
    if (control?.kind !== "move" || control.seconds !== seconds) {
      throw new DomainError(
        "invalid_request",
        "Send time_control or turn_seconds, not two different clocks.",
      );
    }
  }
  if (control !== undefined) return control && knownFields(control);
  if (seconds === undefined) return undefined;
  return seconds === null ? null : { kind: "move", seconds };
}

/**
 * The clock rules a request asks for, over `fallback` (the session's, for a
 * game): null when untimed. `on_timeout` or `stand_in_strength` without a
 * clock is refused, since nothing would ever time out.
 */
export function resolveClockRules(input: ClockInput, fallback: ClockRules | null): ClockRules | null {
  const requested = requestedControl(input);
  const control = requested === undefined ? (fallback?.time_control ?? null) : requested;
  if (!control) {
    if (input.on_timeout !== undefined || input.stand_in_strength !== undefined) {
      throw new DomainError("invalid_request", "on_timeout and stand_in_strength need a time_control.");
    }
    return null;
  }
  const keep = requested === undefined ? fallback : null;
  return {
    time_control: control,
    on_timeout: input.on_timeout ?? keep?.on_timeout ?? DEFAULT_ON_TIMEOUT[control.kind],
    stand_in_strength: input.stand_in_strength ?? keep?.stand_in_strength ?? DEFAULT_STAND_IN,
  };
}

/** The move timer's seconds, which the older `turn_seconds` fields still show. */
export function turnSecondsOf(rules: ClockRules | null): number | null {
  return rules?.time_control.kind === "move" ? rules.time_control.seconds : null;
}

/** A session's rules: as stored, or its move timer for a session older than clocks. */
export function sessionClockRules(session: {
  readonly clock_rules: string | null;
  readonly turn_seconds: number | null;
}): ClockRules | null {
  if (session.clock_rules) return JSON.parse(session.clock_rules) as ClockRules;
  return resolveClockRules({ turn_seconds: session.turn_seconds }, null);
}
