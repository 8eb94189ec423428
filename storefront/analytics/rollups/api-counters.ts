import { type DailyTotals, LATENCY_BUCKET_COLUMNS } from "../db/analytics-schema.ts";
import type { ApiCounters } from "../db/rollup-repository.ts";
import type { StoredApiRequest } from "../events/stored-event.ts";
import { latencyBucket } from "./latency-histogram.ts";
import { getOrCreate, rowKey } from "./row-map.ts";

/** 0-3 for 2xx-5xx, 4 for a request that got no answer (status 0). */
function statusClass(status: number): number {
  return status === 0 ? 4 : Math.min(3, Math.max(0, Math.floor(status / 100) - 2));
}

/** Counts an API request in the day's totals and in its endpoint's row (status class, latency). */
export function countApiRequest(
  rows: Map<string, ApiCounters>,
  totals: DailyTotals,
  day: string,
  event: StoredApiRequest,
): void {
  totals.api_requests++;
  const klass = statusClass(event.status);
  if (klass === 0) totals.api_2xx++;
  else if (klass === 1) totals.api_3xx++;
  else if (klass === 2) totals.api_4xx++;
  else if (klass === 3) totals.api_5xx++;
  else totals.api_failed++;
  const row = getOrCreate(rows, rowKey(day, event.service, event.method, event.endpoint), () => ({
    day,
    service: event.service,
    method: event.method,
    endpoint: event.endpoint,
    requests: 0,
    status: [0, 0, 0, 0, 0],
    latencySum: 0,
    latencyMax: 0,
    buckets: LATENCY_BUCKET_COLUMNS.map(() => 0),
  }));
  row.requests++;
  row.status[klass] = (row.status[klass] ?? 0) + 1;
  row.latencySum += event.latency_ms;
  row.latencyMax = Math.max(row.latencyMax, event.latency_ms);
  const bucket = latencyBucket(event.latency_ms);
  row.buckets[bucket] = (row.buckets[bucket] ?? 0) + 1;
}
