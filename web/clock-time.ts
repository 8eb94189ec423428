import { useEffect, useState } from "preact/hooks";
import type { GameState } from "./types.ts";

/** One player of a state document, with their clock, stand-in, vacation and forfeit. */
export type Player = GameState["players"][number];

const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The words a clock's days and hours read in (web.ftl's clockDays and clockHours). */
export type ClockUnit = (unit: "clockDays" | "clockHours", n: number) => string;

/**
 * A clock's time as people read it, in `locale`'s digits and `unit`'s words:
 * "2d 4h", "1d", "1:05:00", "5:30", "0:42" in English, "۲ روز ۴ ساعت", "۵:۳۰" in Persian.
 */
export function formatClock(ms: number, locale: string, unit: ClockUnit): string {
  const left = Math.max(0, ms);
  if (left >= DAY) {
    const days = Math.floor(left / DAY);
    const hours = Math.floor((left % DAY) / HOUR);
    return hours ? `${unit("clockDays", days)} ${unit("clockHours", hours)}` : unit("clockDays", days);
  }
  const number = new Intl.NumberFormat(locale, { useGrouping: false }).format;
  const pad = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }).format;
  const seconds = Math.ceil(left / SECOND);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${number(h)}:${pad(m)}:${pad(s)}` : `${number(m)}:${pad(s)}`;
}

/**
 * The time a player's clock shows at `now`: the running one counts down to the
 * turn's deadline (never above what the turn began with, so a days clock stays
 * still during a vacation and a slow device clock shows no extra time); any
 * other shows what its player has. Null without a clock.
 */
export function clockMs(player: Player, deadline: string | null | undefined, now: number): number | null {
  const clock = player.clock;
  if (!clock) return null;
  if (!clock.running || !deadline) return clock.remaining_ms;
  return Math.max(0, Math.min(clock.remaining_ms, Date.parse(deadline) - now));
}

/** The time now, ticking once a second while `ticking` (one interval, cleared on unmount). */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** True when a player is on a vacation that has not ended by `now`. */
export function onVacation(player: Player, now: number): boolean {
  return player.vacation_until !== null && Date.parse(player.vacation_until) > now;
}
