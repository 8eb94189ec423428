import { createPagesRepository } from "../../db/pages-repository.ts";
import type { SqlRunner } from "../../db/sql-runner.ts";
import type { ReportRange } from "../report-query.ts";
import { ratio } from "../report-range.ts";
import type { PageRow, PagesReport } from "./pages-schema.ts";

/** Top pages by views with entries and exits; `limit` pages at most (100 by default). */
export function createPagesQuery(sql: SqlRunner) {
  const repository = createPagesRepository(sql);
  return async (range: ReportRange, { limit = 100 }: { limit?: number } = {}): Promise<PagesReport> => ({
    range,
    total_views: await repository.totalViews(range),
    pages: (await repository.pages(range, limit)).map(
      (row): PageRow => ({
        path: row.path,
        is_admin_area: row.is_admin_area === 1,
        views: row.views,
        entries: row.entries,
        exits: row.exits,
        exit_rate: ratio(row.exits, row.views),
        avg_engaged_ms: row.leaves ? Math.round(row.engaged_ms / row.leaves) : null,
      }),
    ),
  });
}
