import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Seconds: from a fast read to a slow write under load. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * One process's Prometheus series, in a registry of its own (no global
 * state: two apps in one test process do not share counts). prom-client's
 * default series (memory, CPU, event-loop lag, GC) come with it.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP requests by method, route template and status.",
      labelNames: ["method", "route", "status"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    gameActions: new Counter({
      name: "game_actions_total",
      help: "Game actions by game and outcome (applied, replayed, or the rejection code).",
      labelNames: ["plugin_id", "outcome"] as const,
      registers: [registry],
    }),
    gameActionDuration: new Histogram({
      name: "game_action_duration_seconds",
      help: "Time to validate, apply and commit one action.",
      labelNames: ["plugin_id"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    /** Set by whoever owns the streams (a gauge read at scrape time). */
    sseStreams(read: () => number) {
      return new Gauge({
        name: "sse_streams",
        help: "Open event streams in this process.",
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
