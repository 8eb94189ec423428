import { type DailyDropTable, type DailyTotals, type DayRange, TOTAL_COLUMNS } from "./analytics-schema.ts";
import type { SqlRunner } from "./sql-runner.ts";

/** Sums of `daily_totals` over a day range, one per counter column. */
const TOTALS_SUMS = TOTAL_COLUMNS.map((c) => `coalesce(sum(${c}), 0) as ${c}`).join(", ");

/** The overview report's reads. */
export function createOverviewRepository(sql: SqlRunner) {
  const totals = `select ${TOTALS_SUMS} from daily_totals where day between ? and ?`;
  const sketches = "select registers from daily_visitor_sketches where day between ? and ?";
  const drops =
    "select reason, sum(events) as events from daily_drops where day between ? and ? group by reason";
  const consent =
    "select state, sum(visitors) as visitors from daily_consent where day between ? and ? group by state";
  const crawlers = `select crawler, sum(requests) as requests, sum(events) as events from daily_crawlers
     where day between ? and ? group by crawler order by sum(requests) desc, crawler asc limit 50`;
  return {
    /** Consent decisions summed per state. */
    consent(range: DayRange): Promise<{ state: string; visitors: number }[]> {
      return sql.all(consent, [range.from, range.to]);
    },
    /** Crawler requests and events turned away, per crawler, most active first. */
    crawlers(range: DayRange): Promise<{ crawler: string; requests: number; events: number }[]> {
      return sql.all(crawlers, [range.from, range.to]);
    },
    /** The day totals summed over the range (zeros when there are none). */
    async totals(range: DayRange): Promise<DailyTotals> {
      const [row] = await sql.all<DailyTotals>(totals, [range.from, range.to]);
      return row as DailyTotals;
    },
    /** The visitor sketches of the range's days. */
    async sketches(range: DayRange): Promise<Buffer[]> {
      const rows = await sql.all<{ registers: Buffer }>(sketches, [range.from, range.to]);
      return rows.map((row) => row.registers);
    },
    /** Dropped events summed per reason. */
    drops(range: DayRange): Promise<Pick<DailyDropTable, "reason" | "events">[]> {
      return sql.all(drops, [range.from, range.to]);
    },
  };
}
