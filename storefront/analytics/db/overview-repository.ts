import type SQLite from "better-sqlite3";
import { type DailyDropTable, type DailyTotals, type DayRange, TOTAL_COLUMNS } from "./analytics-schema.ts";

/** Sums of `daily_totals` over a day range, one per counter column. */
const TOTALS_SUMS = TOTAL_COLUMNS.map((c) => `coalesce(sum(${c}), 0) as ${c}`).join(", ");

/** The overview report's reads, prepared once per database. */
export function createOverviewRepository(sqlite: SQLite.Database) {
  const totals = sqlite.prepare(`select ${TOTALS_SUMS} from daily_totals where day between ? and ?`);
  const sketches = sqlite
    .prepare("select registers from daily_visitor_sketches where day between ? and ?")
    .pluck();
  const drops = sqlite.prepare(
    "select reason, sum(events) as events from daily_drops where day between ? and ? group by reason",
  );
  return {
    /** The day totals summed over the range (zeros when there are none). */
    totals(range: DayRange): DailyTotals {
      return totals.get(range.from, range.to) as DailyTotals;
    },
    /** The visitor sketches of the range's days. */
    sketches(range: DayRange): Buffer[] {
      return sketches.all(range.from, range.to) as Buffer[];
    },
    /** Dropped events summed per reason. */
    drops(range: DayRange): Pick<DailyDropTable, "reason" | "events">[] {
      return drops.all(range.from, range.to) as Pick<DailyDropTable, "reason" | "events">[];
    },
  };
}
