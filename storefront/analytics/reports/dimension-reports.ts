import type SQLite from "better-sqlite3";
import { createDimensionRepository, type DimensionSums } from "../db/dimension-repository.ts";
import { ratio } from "./report-range.ts";
import type { ReportRange, ShareRow, SourceRow, SourcesReport, TechnologyReport } from "./report-schemas.ts";

const TOP = 100;

function dimensionQuery(sqlite: SQLite.Database, dimensions: readonly string[]) {
  const repository = createDimensionRepository(sqlite, dimensions);
  return (range: ReportRange) => {
    const grouped = new Map<string, DimensionSums[]>(dimensions.map((d) => [d, []]));
    for (const row of repository.sums(range)) {
      grouped.get(row.dimension)?.push(row);
    }
    return (dimension: string) => grouped.get(dimension) ?? [];
  };
}

/** Sessions by channel, referrer host and UTM values of their landing page view. */
export function createSourcesReport(sqlite: SQLite.Database) {
  const query = dimensionQuery(sqlite, ["channel", "referrer", "utm_source", "utm_medium", "utm_campaign"]);
  const rows = (list: DimensionSums[]): SourceRow[] =>
    list.slice(0, TOP).map((r) => ({
      value: r.value,
      sessions: r.sessions,
      page_views: r.page_views,
      bounce_rate: ratio(r.bounces, r.sessions),
    }));
  return (range: ReportRange): SourcesReport => {
    const of = query(range);
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
export function createTechnologyReport(sqlite: SQLite.Database) {
  const query = dimensionQuery(sqlite, ["browser", "os", "device", "screen"]);
  const rows = (list: DimensionSums[]): ShareRow[] => {
    const total = list.reduce((sum, r) => sum + r.sessions, 0);
    return list
      .slice(0, TOP)
      .map((r) => ({ value: r.value, sessions: r.sessions, share: ratio(r.sessions, total) }));
  };
  return (range: ReportRange): TechnologyReport => {
    const of = query(range);
    return {
      range,
      browsers: rows(of("browser")),
      operating_systems: rows(of("os")),
      devices: rows(of("device")),
      screens: rows(of("screen")),
    };
  };
}
