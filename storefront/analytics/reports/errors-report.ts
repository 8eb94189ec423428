import type SQLite from "better-sqlite3";
import { createErrorsRepository } from "../db/errors-repository.ts";
import { addDays, dayStart } from "../utc-day.ts";
import type { ErrorsReport, ReportRange } from "./report-schemas.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** JS errors by hash, API endpoints answering 4xx/5xx or failing, and the user_error log. */
export function createErrorsReport(sqlite: SQLite.Database) {
  const repository = createErrorsRepository(sqlite);
  return (range: ReportRange): ErrorsReport => ({
    range,
    client_errors: repository
      .clientErrors(range)
      .map(({ last_ts, ...row }) => ({ ...row, last_seen: iso(last_ts) })),
    api_errors: repository.apiErrors(range),
    user_errors: {
      by_code: repository.userErrorsByCode(range),
      latest: repository
        .latestUserErrors(dayStart(range.from), dayStart(addDays(range.to, 1)))
        .map(({ ts, ...row }) => ({ at: iso(ts), ...row })),
    },
  });
}
