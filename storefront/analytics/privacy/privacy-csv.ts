import { toCsv } from "../reports/csv.ts";
import type { UserExport } from "./user-privacy.ts";
import type { VisitorExport } from "./visitor-privacy.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A visitor's export as RFC 4180 CSV: one row per event, visit and client session; the rest as JSON. */
export function visitorExportCsv(data: VisitorExport): string {
  const rows = [
    ...data.events.map(({ kind, ts, path, session_id, ...rest }) => [
      "event",
      iso(ts),
      kind,
      (path as string | undefined) ?? null,
      session_id,
      JSON.stringify(rest),
    ]),
    ...data.visits.map(({ start_ts, entry_path, visitor_id: _, ...rest }) => [
      "visit",
      iso(start_ts),
      null,
      entry_path,
      null,
      JSON.stringify(rest),
    ]),
    ...data.sessions.map(({ session_id, first_ts, ...rest }) => [
      "session",
      iso(first_ts),
      null,
      null,
      session_id,
      JSON.stringify(rest),
    ]),
  ];
  return toCsv(["record", "at", "kind", "path", "session_id", "details"], rows);
}

/** A user's user_error log entries as RFC 4180 CSV. */
export function userExportCsv(data: UserExport): string {
  return toCsv(
    ["at", "incident_id", "error_code", "user_id", "path"],
    data.user_errors.map((e) => [iso(e.ts), e.incident_id, e.error_code, e.user_id, e.path]),
  );
}
