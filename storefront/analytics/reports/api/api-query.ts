import { LATENCY_BUCKET_COLUMNS } from "../../db/analytics-schema.ts";
import { type ApiSums, createApiLatencyRepository } from "../../db/api-latency-repository.ts";
import type { SqlRunner } from "../../db/sql-runner.ts";
import { histogramQuantile } from "../../rollups/latency-histogram.ts";
import type { ReportRange } from "../report-query.ts";
import { ratio } from "../report-range.ts";
import type { ApiReport } from "./api-schema.ts";

const SLOWEST = 10;

function figures(row: ApiSums) {
  const counts = LATENCY_BUCKET_COLUMNS.map((b) => row[b] ?? 0);
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
export function createApiQuery(sql: SqlRunner) {
  const repository = createApiLatencyRepository(sql);
  return async (range: ReportRange): Promise<ApiReport> => ({
    range,
    services: (await repository.services(range)).map((row) => ({
      service: row.service,
      ...figures(row),
    })),
    slowest_endpoints: (await repository.endpoints(range))
      .map((row) => ({ service: row.service, method: row.method, endpoint: row.endpoint, ...figures(row) }))
      .sort((a, b) => b.p95_ms - a.p95_ms || b.requests - a.requests || a.endpoint.localeCompare(b.endpoint))
      .slice(0, SLOWEST),
  });
}
