import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Seconds: from a fast read to a slow write under load. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A value a gauge reads at scrape time; it may query (the outbox, the analytics cursor). */
export type GaugeSource = () => number | Promise<number>;

/**
 * A gauge read from its sources on each scrape (no timers). Several sources
 * in one process (two apps over one core in a test) are summed, or their
 * maximum taken for ages and counts of one shared table. When a source
 * fails (its database is down), the gauge keeps its last value and the
 * scrape still answers.
 */
function gaugeOverSources(registry: Registry, name: string, help: string, combine: "sum" | "max") {
  const sources = new Set<GaugeSource>();
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      if (sources.size === 0) return;
      const values = await Promise.all([...sources].map(async (read) => read())).catch(() => undefined);
      if (!values) return;
      this.set(combine === "sum" ? values.reduce((a, b) => a + b, 0) : Math.max(...values));
    },
  });
  return (read: GaugeSource) => {
    sources.add(read);
  };
}

/**
 * One process's Prometheus series, in a registry of its own (no global
 * state: two apps in one test process do not share counts). prom-client's
 * default series (memory, CPU, event-loop lag, GC) come with it. Counters
 * and histograms are updated by their owners; gauges are given sources
 * (`sseStreams(read)`) that are read on each scrape.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const gauge = (name: string, help: string, combine: "sum" | "max" = "sum") =>
    gaugeOverSources(registry, name, help, combine);
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
    dbTransactionDuration: new Histogram({
      name: "db_transaction_duration_seconds",
      help: "Game database write units, from submission to commit (group-commit wait and conflict retries included).",
      labelNames: ["engine"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    telegramRequests: new Counter({
      name: "telegram_requests_total",
      help: "Bot API requests by method and Telegram's answer (200, its error_code, or network).",
      labelNames: ["method", "code"] as const,
      registers: [registry],
    }),
    analyticsEventsIngested: new Counter({
      name: "analytics_events_ingested_total",
      help: "Storefront analytics events accepted and stored.",
      registers: [registry],
    }),
    jobs: new Counter({
      name: "jobs_total",
      help: "Background job attempts by queue and state (completed, or failed: each failed attempt, retried or not).",
      labelNames: ["queue", "state"] as const,
      registers: [registry],
    }),
    sseStreams: gauge("sse_streams", "Open event streams in this process."),
    outboxPending: gauge("outbox_pending", "Outbox rows not yet delivered to chats.", "max"),
    outboxOldestAge: gauge(
      "outbox_oldest_age_seconds",
      "Age of the oldest undelivered outbox row (0 when none).",
      "max",
    ),
    botLaneWaitingChats: gauge("bot_lane_waiting_chats", "Chats with a delivery job waiting in their lane."),
    analyticsRollupLag: gauge(
      "analytics_rollup_lag_seconds",
      "Age of the oldest analytics batch not yet folded into the rollups (0 when caught up).",
      "max",
    ),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
