/**
 * Fixed API latency buckets. Rollups keep one counter per bucket, so p50/p95
 * over any range is a sum of counters, never a scan of raw latencies.
 * Upper bounds in ms; the last bucket is open-ended.
 */
export const LATENCY_BUCKETS_MS = [
  5,
  10,
  25,
  50,
  75,
  100,
  150,
  200,
  300,
  400,
  500,
  750,
  1000,
  1500,
  2000,
  3000,
  5000,
  10_000,
  30_000,
  Number.POSITIVE_INFINITY,
] as const;

/** The bucket a latency falls in (bounds are inclusive upper edges). */
export function latencyBucket(ms: number): number {
  let i = 0;
  while (ms > (LATENCY_BUCKETS_MS[i] as number)) i++;
  return i;
}

/**
 * The q-quantile (0..1) of a histogram, interpolated linearly inside its
 * bucket the way Prometheus' histogram_quantile does. A quantile in the open
 * last bucket reports `maxMs`, the largest latency seen. Null when empty.
 */
export function histogramQuantile(counts: ArrayLike<number>, q: number, maxMs: number): number | null {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] as number;
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i] as number;
    if (count > 0 && seen + count >= rank) {
      const upper = LATENCY_BUCKETS_MS[i] as number;
      if (!Number.isFinite(upper)) return maxMs;
      const lower = i === 0 ? 0 : (LATENCY_BUCKETS_MS[i - 1] as number);
      return Math.round((lower + ((upper - lower) * (rank - seen)) / count) * 10) / 10;
    }
    seen += count;
  }
  return maxMs;
}
