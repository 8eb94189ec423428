import { TOTAL_COLUMNS } from "../../db/analytics-schema.ts";
import type { SqlRunner } from "../../db/sql-runner.ts";
import { createTimeseriesRepository } from "../../db/timeseries-repository.ts";
import { createSketch, estimateSketch, mergeSketch } from "../../rollups/hyperloglog.ts";
import { daysBetween, weekStart } from "../../utc-day.ts";
import type { ReportRange } from "../report-query.ts";
import { ratio } from "../report-range.ts";
import type { TimeseriesPoint, TimeseriesReport } from "./timeseries-schema.ts";

// Every daily counter but the two that only feed rates (bounce rate, engaged time).
const COUNTERS = TOTAL_COLUMNS.filter(
  (c): c is Exclude<(typeof TOTAL_COLUMNS)[number], "bounces" | "engaged_ms"> =>
    c !== "bounces" && c !== "engaged_ms",
);

const maxDay = (a: string, b: string) => (a > b ? a : b);

/** Per-day or per-week points; a week's visitors merge its days' sketches, so they are not double counted. */
export function createTimeseriesQuery(sql: SqlRunner) {
  const repository = createTimeseriesRepository(sql);
  return async (range: ReportRange): Promise<TimeseriesReport> => {
    const byDay = new Map((await repository.totals(range)).map((row) => [row.day, row]));
    const sketchByDay = new Map((await repository.sketches(range)).map((r) => [r.day, r.registers]));
    const points: (TimeseriesPoint & { bounces: number; sketch: Buffer })[] = [];
    for (const day of daysBetween(range.from, range.to)) {
      const start = range.interval === "day" ? day : maxDay(weekStart(day), range.from);
      let point = points[points.length - 1];
      if (!point || point.start !== start) {
        point = {
          start,
          end: day,
          visitors: 0,
          bounce_rate: 0,
          bounces: 0,
          sketch: createSketch(),
          ...(Object.fromEntries(COUNTERS.map((c) => [c, 0])) as Record<(typeof COUNTERS)[number], number>),
        };
        points.push(point);
      }
      point.end = day;
      const row = byDay.get(day);
      if (row) {
        for (const c of COUNTERS) point[c] += row[c];
        point.bounces += row.bounces;
      }
      const registers = sketchByDay.get(day);
      if (registers) mergeSketch(point.sketch, registers);
    }
    return {
      range,
      points: points.map(({ sketch, bounces, ...point }) => ({
        ...point,
        visitors: estimateSketch(sketch),
        bounce_rate: ratio(bounces, point.sessions),
      })),
    };
  };
}
