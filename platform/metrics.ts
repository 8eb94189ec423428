import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Seconds: from a fast read to a slow write under load. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A value a gauge reads at scrape time; it may query (the outbox, the analytics cursor). */
export type GaugeSource = () => number | Promise<number>;

type Combine = "sum" | "max" | "min";

const COMBINE: Record<Combine, (values: number[]) => number> = {
  sum: (values) => values.reduce((a, b) => a + b, 0),
  max: (values) => Math.max(...values),
  min: (values) => Math.min(...values),
};

/**
 * A gauge read from its sources on each scrape (no timers). It appears once
 * a source is given (no `redis_up` without Redis, no outbox series without
 * an outbox worker). Several sources in one process (two apps over one core
 * in a test) are summed, or their maximum taken for ages and counts of one
 * shared table (the minimum for "is it up"). When a source fails, the gauge
 * keeps its last value and the scrape still answers.
 */
function gaugeOverSources(registry: Registry, name: string, help: string, combine: Combine) {
  const sources = new Set<GaugeSource>();
  return (read: GaugeSource) => {
    if (sources.size === 0)
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          const values = await Promise.all([...sources].map(async (source) => source())).catch(
            () => undefined,
          );
          if (values) this.set(COMBINE[combine](values));
        },
      });
    sources.add(read);
  };
}

/** The counters and histograms, each updated by the module that owns its event. */
function eventSeries(registry: Registry) {
  return {
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
    gameTimeouts: new Counter({
      name: "game_timeouts_total",
      help: "Turns that ran out of time, by how they were met (rules, stand_in, forfeit).",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    standInMoves: new Counter({
      name: "stand_in_moves_total",
      help: "Moves a stand-in made for an absent player.",
      registers: [registry],
    }),
    seatReclaims: new Counter({
      name: "seat_reclaims_total",
      help: "Seats players took back from their stand-ins.",
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
  };
}

/** The gauges, each read from the sources given to it on every scrape; `names` collects their names. */
function scrapedGauges(registry: Registry, names: string[]) {
  const gauge = (name: string, help: string, combine: Combine = "sum") => {
    names.push(name);
    return gaugeOverSources(registry, name, help, combine);
  };
  return {
    databaseUp: gauge("database_up", "1 while the game database answers a trivial query, else 0.", "min"),
    redisUp: gauge("redis_up", "1 while Redis answers PING (with REDIS_URL; absent without), else 0.", "min"),
    sseStreams: gauge("sse_streams", "Open event streams in this process."),
    channelConnections: gauge("ws_connections", "Open WebSocket channel connections in this process."),
    outboxPending: gauge("outbox_pending", "Outbox rows not yet delivered to chats.", "max"),
    outboxOldestAge: gauge(
      "outbox_oldest_age_seconds",
      "Age of the oldest undelivered outbox row (0 when none).",
      "max",
    ),
    botLaneWaitingChats: gauge("bot_lane_waiting_chats", "Chats with a delivery job waiting in their lane."),
    backupLastSuccess: gauge(
      "backup_last_success_timestamp_seconds",
      "Unix time at which the last successful scheduled backup finished (from BACKUP_DIR at start).",
      "max",
    ),
    backupDuration: gauge("backup_duration_seconds", "How long the last successful backup took.", "max"),
    analyticsRollupLag: gauge(
      "analytics_rollup_lag_seconds",
      "Age of the oldest analytics batch not yet folded into the rollups (0 when caught up).",
      "max",
    ),
  };
}

/**
 * One process's Prometheus series, in a registry of its own (no global
 * state: two apps in one test process do not share counts). prom-client's
 * default series (memory, CPU, event-loop lag, GC) come with it. Counters
 * and histograms are updated by their owners; gauges are given sources
 * (`sseStreams(read)`) that are read on each scrape. Disabled
 * (METRICS_ENABLED=false), the hot paths skip their timing and nothing is
 * served; the series objects exist, so callers need no other branch.
 */
export function createMetrics(enabled = true) {
  const registry = new Registry();
  if (enabled) collectDefaultMetrics({ register: registry });
  const gaugeNames: string[] = [];
  return {
    enabled,
    registry,
    /** Every series this registry may export, including gauges no source has started yet. */
    seriesNames: () => [...new Set([...registry.getMetricsAsArray().map((m) => m.name), ...gaugeNames])],
    ...eventSeries(registry),
    ...scrapedGauges(registry, gaugeNames),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
