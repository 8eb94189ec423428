import type SQLite from "better-sqlite3";
import type { NewVisit, VisitRow } from "./analytics-schema.ts";

/** What a drain changes on a visit it already stored. */
export type VisitProgress = Pick<
  VisitRow,
  "id" | "last_ts" | "page_views" | "engaged_ms" | "entry_path" | "entry_ts" | "exit_path" | "exit_ts"
>;

export type VisitRepository = ReturnType<typeof createVisitRepository>;

/** The rollup worker's visit index, prepared once per database; values bind in column-list order. */
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
    /** Stores a new visit and returns its id. */
    insert(v: NewVisit): number {
      const result = insert.run(
        v.visitor_id,
        v.day,
        v.start_ts,
        v.last_ts,
        v.page_views,
        v.engaged_ms,
        v.entry_path ?? null,
        v.entry_ts ?? null,
        v.exit_path ?? null,
        v.exit_ts ?? null,
        v.channel,
        v.referrer_host ?? null,
        v.utm_source ?? null,
        v.utm_medium ?? null,
        v.utm_campaign ?? null,
        v.browser,
        v.os,
        v.device,
        v.screen,
      );
      return Number(result.lastInsertRowid);
    },
    /** Writes a stored visit's new activity, page views, engaged time, entry and exit. */
    update(v: VisitProgress): void {
      update.run(
        v.last_ts,
        v.page_views,
        v.engaged_ms,
        v.entry_path,
        v.entry_ts,
        v.exit_path,
        v.exit_ts,
        v.id,
      );
    },
  };
}
