import { createDimensionRepository, type DimensionSums } from "../db/dimension-repository.ts";
import type { SqlRunner } from "../db/sql-runner.ts";
import { ratio } from "./report-range.ts";
import type { ReportRange, ShareRow, SourceRow, SourcesReport, TechnologyReport } from "./report-schemas.ts";

const TOP = 100;

function dimensionQuery(sql: SqlRunner, dimensions: readonly string[]) {
  const repository = createDimensionRepository(sql, dimensions);
  return async (range: ReportRange) => {
    const grouped = new Map<string, DimensionSums[]>(dimensions.map((d) => [d, []]));
    for (const row of await repository.sums(range)) {
      grouped.get(row.dimension)?.push(row);
    }
    return (dimension: string) => grouped.get(dimension) ?? [];
  };
}

/** Sessions by channel, referrer host and UTM values of their landing page view. */
export function createSourcesReport(sql: SqlRunner) {
  const query = dimensionQuery(sql, ["channel", "referrer", "utm_source", "utm_medium", "utm_campaign"]);
  const rows = (list: DimensionSums[]): SourceRow[] =>
    list.slice(0, TOP).map((r) => ({
      value: r.value,
      sessions: r.sessions,
      page_views: r.page_views,
      bounce_rate: ratio(r.bounces, r.sessions),
    }));
  return async (range: ReportRange): Promise<SourcesReport> => {
    const of = await query(range);
    return {
      range,
      channels: rows(of("channel")),
      referrers: rows(of("referrer")),
      utm_sources: rows(of("utm_source")),
      utm_mediums: rows(of("utm_medium")),
      utm_campaigns: rows(of("utm_campaign")),
    };
  };
}

/** Sessions by browser, OS, device type and screen bucket, with each value's share. */
export function createTechnologyReport(sql: SqlRunner) {
  const query = dimensionQuery(sql, ["browser", "os", "device", "screen"]);
  const rows = (list: DimensionSums[]): ShareRow[] => {
    const total = list.reduce((sum, r) => sum + r.sessions, 0);
    return list
      .slice(0, TOP)
      .map((r) => ({ value: r.value, sessions: r.sessions, share: ratio(r.sessions, total) }));
  };
  return async (range: ReportRange): Promise<TechnologyReport> => {
    const of = await query(range);
    return {
      range,
      browsers: rows(of("browser")),
      operating_systems: rows(of("os")),
      devices: rows(of("device")),
      screens: rows(of("screen")),
    };
  };
}
