/** Report days are UTC calendar days written YYYY-MM-DD; they sort as text. */
export type Day = string;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day of an instant. */
export function dayOf(ms: number): Day {
  return new Date(ms - (ms % DAY_MS)).toISOString().slice(0, 10);
}

/** Milliseconds at 00:00 UTC of a day, or NaN when the text is not a real calendar day. */
export function dayStart(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayOf(ms) === day ? ms : Number.NaN;
}

/** The day `n` days after (or before, when negative) `day`. */
export function addDays(day: Day, n: number): Day {
  return dayOf(dayStart(day) + n * DAY_MS);
}

/** The Monday of the ISO week holding `day`. */
export function weekStart(day: Day): Day {
  const weekday = new Date(dayStart(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let ms = dayStart(from), end = dayStart(to); ms <= end; ms += DAY_MS) days.push(dayOf(ms));
  return days;
}
