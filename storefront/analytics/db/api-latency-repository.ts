import { type DayRange, LATENCY_BUCKET_COLUMNS } from "./analytics-schema.ts";
import type { SqlRunner } from "./sql-runner.ts";

/** `daily_api` counters summed over a range, per service or per endpoint. */
export interface ApiSums {
  service: string;
  method?: string;
  endpoint?: string;
  requests: number;
  status_4xx: number;
  status_5xx: number;
  failed: number;
  latency_ms_sum: number;
  latency_ms_max: number;
  [bucket: `b${number}`]: number;
}

const SUMS = `sum(requests) as requests, sum(status_4xx) as status_4xx, sum(status_5xx) as status_5xx,
  sum(failed) as failed, sum(latency_ms_sum) as latency_ms_sum, max(latency_ms_max) as latency_ms_max,
  ${LATENCY_BUCKET_COLUMNS.map((b) => `sum(${b}) as ${b}`).join(", ")}`;

/** The API report's reads of `daily_api`. */
export function createApiLatencyRepository(sql: SqlRunner) {
  const services = `select service, ${SUMS} from daily_api where day between ? and ? group by service order by requests desc, service asc`;
  const endpoints = `select service, method, endpoint, ${SUMS} from daily_api where day between ? and ?
     group by service, method, endpoint`;
  return {
    /** Sums per service, busiest first. */
    services(range: DayRange): Promise<ApiSums[]> {
      return sql.all<ApiSums>(services, [range.from, range.to]);
    },
    /** Sums per endpoint, unordered. */
    endpoints(range: DayRange): Promise<Required<ApiSums>[]> {
      return sql.all<Required<ApiSums>>(endpoints, [range.from, range.to]);
    },
  };
}
