import {
  type DailyTotals,
  type NewDailyDimension,
  type NewDailyPage,
  TOTAL_COLUMNS,
} from "../db/analytics-schema.ts";
import { isAdminArea } from "../events/page-location.ts";
import { addToSketch, createSketch } from "./hyperloglog.ts";
import { getOrCreate, rowKey } from "./row-map.ts";

/** A visit's dimension values, as [dimension, value] pairs; absent ones are left out. */
export type VisitDimensions = ReadonlyArray<readonly [string, string]>;

/** A day's totals before anything is counted. */
export function emptyTotals(): DailyTotals {
  return Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, 0])) as unknown as DailyTotals;
}

/** The day's row of a page, made at zero the first time. */
export function pageRow(pages: Map<string, NewDailyPage>, day: string, path: string): NewDailyPage {
  return getOrCreate(pages, rowKey(day, path), () => ({
    day,
    path,
    is_admin_area: isAdminArea(path) ? 1 : 0,
    views: 0,
    entries: 0,
    exits: 0,
    engaged_ms: 0,
    leaves: 0,
  }));
}

/** Adds `n` to one counter of the day's row of each of a visit's dimension values. */
export function addToDimensions(
  dimensions: Map<string, NewDailyDimension>,
  day: string,
  dims: VisitDimensions,
  field: "sessions" | "bounces" | "page_views",
  n: number,
): void {
  for (const [dimension, value] of dims) {
    const row = getOrCreate(dimensions, rowKey(day, dimension, value), () => ({
      day,
      dimension,
      value,
      sessions: 0,
      bounces: 0,
      page_views: 0,
    }));
    row[field] += n;
  }
}

/** One HyperLogLog sketch per day of the visitors active on it. */
export function visitorSketches(visitors: ReadonlyMap<string, ReadonlySet<string>>): Map<string, Buffer> {
  const sketches = new Map<string, Buffer>();
  for (const [day, ids] of visitors) {
    const sketch = createSketch();
    for (const id of ids) addToSketch(sketch, id);
    sketches.set(day, sketch);
  }
  return sketches;
}
