import type { Locale } from "../src/i18n/locales.ts";
import type { Translator } from "./i18n.ts";

const UNITS = [
  ["unit_days", 86_400_000],
  ["unit_hours", 3_600_000],
  ["unit_minutes", 60_000],
  ["unit_seconds", 1000],
] as const;

/** A time left in its largest unit and the next, when that is not zero: "2d 4h", "1d", "5m 30s", "0s". */
export function durationText(ms: number, t: Translator): string {
  let left = Math.max(0, Math.floor(ms / 1000)) * 1000;
  const counts = UNITS.map(([key, size]) => {
    const n = Math.floor(left / size);
    left -= n * size;
    return { key, n };
  });
  const first = counts.findIndex((c) => c.n > 0);
  if (first < 0) return t.t("unit_seconds", { n: 0 });
  return counts
    .slice(first, first + 2)
    .filter((c) => c.n > 0)
    .map((c) => t.t(c.key, { n: c.n }))
    .join(" ");
}

/** Where a language's plain tag would write a day otherwise than its players do (English: "3 Dec", not "Dec 3"). */
const DAY_LOCALES: Readonly<Partial<Record<Locale, string>>> = { en: "en-GB", de: "de-DE" };

/** A moment's day in UTC, short: "3 Dec", "3. Dez.". */
export function dayText(iso: string, t: Translator): string {
  const format = new Intl.DateTimeFormat(DAY_LOCALES[t.locale] ?? t.locale, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return format.format(new Date(iso));
}
