import type SQLite from "better-sqlite3";
import { addDays, dayStart } from "../utc-day.ts";
import type { ErrorsReport, ReportRange } from "./report-schemas.ts";

const TOP = 100;
const iso = (ms: number) => new Date(ms).toISOString();

/** JS errors by hash, API endpoints answering 4xx/5xx or failing, and the user_error log. */
export function createErrorsReport(sqlite: SQLite.Database) {
  // SQLite fills bare columns next to max() from the row holding the maximum,
  // so message, source and path are those of the latest occurrence.
  const clientErrors = sqlite.prepare(
    `select hash, sum(occurrences) as occurrences, max(last_ts) as last_ts, message, source, last_path
     from daily_client_errors where day between ? and ? group by hash order by occurrences desc, hash asc limit ${TOP}`,
  );
  const apiErrors = sqlite.prepare(
    `select service, method, endpoint, sum(requests) as requests, sum(status_4xx) as status_4xx,
       sum(status_5xx) as status_5xx, sum(failed) as failed
     from daily_api where day between ? and ? group by service, method, endpoint
     having sum(status_4xx) + sum(status_5xx) + sum(failed) > 0
     order by sum(status_5xx) + sum(failed) desc, sum(status_4xx) desc, endpoint asc limit ${TOP}`,
  );
  const byCode = sqlite.prepare(
    `select error_code, sum(occurrences) as occurrences from daily_user_errors where day between ? and ?
     group by error_code order by occurrences desc, error_code asc`,
  );
  const latest = sqlite.prepare(
    `select ts, incident_id, error_code, user_id, path from user_error_log where ts >= ? and ts < ?
     order by ts desc, id desc limit ${TOP}`,
  );
  return (range: ReportRange): ErrorsReport => ({
    range,
    client_errors: (
      clientErrors.all(range.from, range.to) as {
        hash: string;
        occurrences: number;
        last_ts: number;
        message: string | null;
        source: string | null;
        last_path: string | null;
      }[]
    ).map(({ last_ts, ...row }) => ({ ...row, last_seen: iso(last_ts) })),
    api_errors: apiErrors.all(range.from, range.to) as ErrorsReport["api_errors"],
    user_errors: {
      by_code: byCode.all(range.from, range.to) as ErrorsReport["user_errors"]["by_code"],
      latest: (
        latest.all(dayStart(range.from), dayStart(addDays(range.to, 1))) as {
          ts: number;
          incident_id: string;
          error_code: string;
          user_id: string | null;
          path: string | null;
        }[]
      ).map(({ ts, ...row }) => ({ at: iso(ts), ...row })),
    },
  });
}
