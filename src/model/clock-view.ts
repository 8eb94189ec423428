import type { PlayerClock } from "../documents/clock-documents.ts";
import type { GameClock } from "./game-clock.ts";

/** What a player's clock shows: the time they had when the turn began, running on their turn. */
function clockView(clock: GameClock, seat: number, moving: number | null): PlayerClock | null {
  const control = clock.control;
  if (!control) return null;
  const running = moving === seat;
  if (running && clock.turn?.seat === seat) return { remaining_ms: clock.turn.budget_ms, running };
  const remaining =
    control.kind === "bank"
      ? (clock.seats[seat]?.bank_ms ?? control.initial_seconds * 1000)
      : control.kind === "move"
        ? control.seconds * 1000
        : control.days_per_move * 86_400_000;
  return { remaining_ms: Math.round(remaining), running };
}

/** A player's time fields in the state document: clock, stand-in, vacation and forfeit. */
export function playerTime(clock: GameClock, seat: number, moving: number | null) {
  const s = clock.seats[seat];
  return {
    clock: clockView(clock, seat, moving),
    stand_in: s?.stand_in ? { strength: s.stand_in } : null,
    vacation_until: s?.vacation_until ?? null,
    forfeited: s?.forfeited ?? false,
  };
}
