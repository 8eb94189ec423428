import type SQLite from "better-sqlite3";
import type { VisitRow } from "./analytics-schema.ts";

/** What a drain may change on a stored visit. */
export type VisitProgress = Pick<
  VisitRow,
  "last_ts" | "page_views" | "engaged_ms" | "entry_path" | "entry_ts" | "exit_path" | "exit_ts"
>;

/** What a visit's start fixes: who, when, and the source and technology it is attributed to. */
export type VisitStart = Omit<VisitRow, "id" | keyof VisitProgress>;

/** The rollup worker's visit index on SQLite, prepared once per database; values bind in column-list order. */
export function createVisitRepository(sqlite: SQLite.Database) {
  const latest = sqlite.prepare("select * from visits where visitor_id = ? order by start_ts desc limit 1");
  const insert = sqlite.prepare(
    `insert into visits (visitor_id, day, start_ts, last_ts, page_views, engaged_ms, entry_path, entry_ts, exit_path, exit_ts,
       channel, referrer_host, utm_source, utm_medium, utm_campaign, browser, os, device, screen)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = sqlite.prepare(
    `update visits set last_ts = ?, page_views = ?, engaged_ms = ?, entry_path = ?, entry_ts = ?, exit_path = ?, exit_ts = ?
     where id = ?`,
  );
  return {
    /** The visitor's most recently started visit, if any. */
    latestOf(visitorId: string): VisitRow | undefined {
      return latest.get(visitorId) as VisitRow | undefined;
    },
    /** Stores a new visit, its start and its progress so far, and returns its id. */
    insert(start: VisitStart, progress: VisitProgress): number {
      const result = insert.run(
        start.visitor_id,
        start.day,
        start.start_ts,
        progress.last_ts,
        progress.page_views,
        progress.engaged_ms,
        progress.entry_path,
        progress.entry_ts,
        progress.exit_path,
        progress.exit_ts,
        start.channel,
        start.referrer_host,
        start.utm_source,
        start.utm_medium,
        start.utm_campaign,
        start.browser,
        start.os,
        start.device,
        start.screen,
      );
      return Number(result.lastInsertRowid);
    },
    /** Writes a stored visit's new activity, page views, engaged time, entry and exit. */
    update(id: number, v: VisitProgress): void {
      update.run(v.last_ts, v.page_views, v.engaged_ms, v.entry_path, v.entry_ts, v.exit_path, v.exit_ts, id);
    },
  };
}
