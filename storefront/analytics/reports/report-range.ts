import { DomainError } from "../../errors.ts";
import { ANALYTICS_LIMITS as L } from "../analytics-limits.ts";
import { addDays, dayOf, dayStart } from "../utc-day.ts";
import type { ReportQuery, ReportRange } from "./report-query.ts";

/** Resolves and checks a report's date filter; a bad value is a 400 naming the parameter. */
export function resolveReportRange(query: ReportQuery, now: number): ReportRange {
  for (const name of ["from", "to"] as const) {
    const value = query[name];
    if (value !== undefined && Number.isNaN(dayStart(value)))
      throw new DomainError(
        "invalid_request",
        `${name} must be a real date written YYYY-MM-DD, got "${value}".`,
      );
  }
  const to = query.to ?? dayOf(now);
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw new DomainError("invalid_request", `from (${from}) is after to (${to}).`);
  const days = (dayStart(to) - dayStart(from)) / 86_400_000 + 1;
  if (days > L.maxReportDays)
    throw new DomainError(
      "invalid_request",
      `The range spans ${days} days; at most ${L.maxReportDays} are allowed.`,
    );
  return { from, to, interval: query.interval ?? "day" };
}

/** `part / whole` rounded to 4 decimals; 0 when `whole` is 0. */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
}
