import type { DayRange } from "./analytics-schema.ts";
import type { SqlRunner } from "./sql-runner.ts";

/** Rows each list of the errors report holds at most. */
const TOP = 100;

/** One JS error summed over a range; message, source and path are the latest occurrence's. */
export interface ClientErrorSums {
  hash: string;
  occurrences: number;
  last_ts: number;
  message: string | null;
  source: string | null;
  last_path: string | null;
}

/** One endpoint's error counters summed over a range. */
export interface ApiErrorSums {
  service: string;
  method: string;
  endpoint: string;
  requests: number;
  status_4xx: number;
  status_5xx: number;
  failed: number;
}

export interface UserErrorLogRow {
  ts: number;
  incident_id: string;
  error_code: string;
  user_id: string | null;
  path: string | null;
}

/** The latest occurrence's message, source and path, per engine. */
const LATEST_OF = {
  // SQLite fills bare columns next to max() from the row holding the maximum.
  sqlite: "message, source, last_path",
  postgresql: `(array_agg(message order by last_ts desc))[1] as message,
    (array_agg(source order by last_ts desc))[1] as source,
    (array_agg(last_path order by last_ts desc))[1] as last_path`,
};

/** The errors report's reads; each list is capped at 100 rows. */
export function createErrorsRepository(sql: SqlRunner, engine: keyof typeof LATEST_OF) {
  const clientErrors = `select hash, sum(occurrences) as occurrences, max(last_ts) as last_ts, ${LATEST_OF[engine]}
     from daily_client_errors where day between ? and ? group by hash order by occurrences desc, hash asc limit ${TOP}`;
  const apiErrors = `select service, method, endpoint, sum(requests) as requests, sum(status_4xx) as status_4xx,
       sum(status_5xx) as status_5xx, sum(failed) as failed
     from daily_api where day between ? and ? group by service, method, endpoint
     having sum(status_4xx) + sum(status_5xx) + sum(failed) > 0
     order by sum(status_5xx) + sum(failed) desc, sum(status_4xx) desc, endpoint asc limit ${TOP}`;
  const byCode = `select error_code, sum(occurrences) as occurrences from daily_user_errors where day between ? and ?
     group by error_code order by occurrences desc, error_code asc`;
  const latest = `select ts, incident_id, error_code, user_id, path from user_error_log where ts >= ? and ts < ?
     order by ts desc, id desc limit ${TOP}`;
  return {
    /** JS errors by hash, most frequent first. */
    clientErrors(range: DayRange): Promise<ClientErrorSums[]> {
      return sql.all<ClientErrorSums>(clientErrors, [range.from, range.to]);
    },
    /** Endpoints that answered 4xx/5xx or failed, worst first. */
    apiErrors(range: DayRange): Promise<ApiErrorSums[]> {
      return sql.all<ApiErrorSums>(apiErrors, [range.from, range.to]);
    },
    /** user_error occurrences per code, most frequent first. */
    userErrorsByCode(range: DayRange): Promise<{ error_code: string; occurrences: number }[]> {
      return sql.all(byCode, [range.from, range.to]);
    },
    /** The newest user_error log entries with `fromMs <= ts < toMs`. */
    latestUserErrors(fromMs: number, toMs: number): Promise<UserErrorLogRow[]> {
      return sql.all<UserErrorLogRow>(latest, [fromMs, toMs]);
    },
  };
}
