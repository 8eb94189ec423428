import type { NewDailyClientError, NewDailyUserError, NewUserErrorLogEntry } from "../db/analytics-schema.ts";
import type { StoredClientError, StoredUserError } from "../events/stored-event.ts";
import { getOrCreate, rowKey } from "./row-map.ts";

/** Counts a browser error under its hash; the row keeps the latest message, source and path. */
export function countClientError(
  rows: Map<string, NewDailyClientError>,
  day: string,
  event: StoredClientError,
) {
  const row: NewDailyClientError = getOrCreate(rows, rowKey(day, event.hash), () => ({
    day,
    hash: event.hash,
    occurrences: 0,
    message: null,
    source: null,
    last_path: null,
    last_ts: 0,
  }));
  row.occurrences++;
  row.message = event.message ?? row.message;
  row.source = event.source ?? row.source;
  if (event.ts >= row.last_ts) {
    row.last_ts = event.ts;
    row.last_path = event.path ?? null;
  }
}

/** Counts an error a user was shown under its code. */
export function countUserError(rows: Map<string, NewDailyUserError>, day: string, event: StoredUserError) {
  getOrCreate(rows, rowKey(day, event.error_code), () => ({
    day,
    error_code: event.error_code,
    occurrences: 0,
  })).occurrences++;
}

/** A user error as the incident log keeps it. */
export function userErrorLogEntry(e: StoredUserError): NewUserErrorLogEntry {
  return {
    ts: e.ts,
    incident_id: e.incident_id,
    error_code: e.error_code,
    user_id: e.user_id ?? null,
    path: e.path ?? null,
  };
}
