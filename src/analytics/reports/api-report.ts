import type SQLite from "better-sqlite3";
import { histogramQuantile, LATENCY_BUCKETS_MS } from "../latency-histogram.ts";
import { ratio } from "./report-range.ts";
import type { ApiReport, ReportRange } from "./report-schemas.ts";

interface ApiSums {
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

const BUCKETS = LATENCY_BUCKETS_MS.map((_, i) => `b${i}` as const);
const SUMS = `sum(requests) as requests, sum(status_4xx) as status_4xx, sum(status_5xx) as status_5xx,
  sum(failed) as failed, sum(latency_ms_sum) as latency_ms_sum, max(latency_ms_max) as latency_ms_max,
  ${BUCKETS.map((b) => `sum(${b}) as ${b}`).join(", ")}`;
const SLOWEST = 10;

function figures(row: ApiSums) {
  const counts = BUCKETS.map((b) => row[b] ?? 0);
  return {
    requests: row.requests,
    error_rate: ratio(row.status_5xx + row.failed, row.requests),
    client_error_rate: ratio(row.status_4xx, row.requests),
    avg_ms: Math.round((row.latency_ms_sum / row.requests) * 10) / 10,
    p50_ms: histogramQuantile(counts, 0.5, row.latency_ms_max) ?? 0,
    p95_ms: histogramQuantile(counts, 0.95, row.latency_ms_max) ?? 0,
  };
}

/** Per-service count, error rate and p50/p95 latency, and the endpoints with the worst p95. */
export function createApiReport(sqlite: SQLite.Database) {
  const services = sqlite.prepare(
    `select service, ${SUMS} from daily_api where day between ? and ? group by service order by requests desc, service asc`,
  );
  const endpoints = sqlite.prepare(
    `select service, method, endpoint, ${SUMS} from daily_api where day between ? and ?
     group by service, method, endpoint`,
  );
  return (range: ReportRange): ApiReport => ({
    range,
    services: (services.all(range.from, range.to) as ApiSums[]).map((row) => ({
      service: row.service,
      ...figures(row),
    })),
    slowest_endpoints: (endpoints.all(range.from, range.to) as Required<ApiSums>[])
      .map((row) => ({ service: row.service, method: row.method, endpoint: row.endpoint, ...figures(row) }))
      .sort((a, b) => b.p95_ms - a.p95_ms || b.requests - a.requests || a.endpoint.localeCompare(b.endpoint))
      .slice(0, SLOWEST),
  });
}
