/**
 * One migration log (kysely's table of applied migrations) in a database,
 * and the names this release knows for it. A backup records each log's last
 * applied name; a restore refuses a name this release does not know (the
 * backup came from a newer release, whose migrations would be missing here).
 */
export interface MigrationLog {
  /** How the manifest names the log: `game`, `storefront.order`, `analytics`. */
  readonly label: string;
  /** PostgreSQL: the schema holding the table; SQLite: none. */
  readonly schema?: string;
  readonly table: string;
  /** This release's migration names, in order. */
  readonly known: readonly string[];
}

/** The log labels whose last applied migration this release does not know. */
export function newerLogs(recorded: Readonly<Record<string, string | null>>, logs: readonly MigrationLog[]) {
  return logs
    .filter((log) => {
      const last = recorded[log.label];
      return typeof last === "string" && !log.known.includes(last);
    })
    .map((log) => `${log.label} at ${recorded[log.label]}`);
}
