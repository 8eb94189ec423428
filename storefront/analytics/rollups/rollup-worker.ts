import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { ANALYTICS_LIMITS as L } from "../analytics-limits.ts";
import type { VisitRow } from "../db/analytics-schema.ts";
import type { AnalyticsStore, DrainInput, DrainResult, DrainWrites } from "../db/analytics-store.ts";
import type { PendingBatch } from "../db/rollup-cursor-repository.ts";
import type { VisitProgress, VisitStart } from "../db/visit-repository.ts";
import type { StoredEvent, StoredPageView } from "../events/stored-event.ts";
import { dayOf } from "../utc-day.ts";
import { createRollupAccumulator } from "./rollup-accumulator.ts";
import type { VisitDimensions } from "./traffic-rows.ts";

/** A server-side session ("visit") while the worker updates it. */
interface Visit {
  id: number | null;
  readonly visitorId: string;
  readonly day: string;
  readonly startTs: number;
  lastTs: number;
  pageViews: number;
  engagedMs: number;
  entryPath: string | null;
  entryTs: number | null;
  exitPath: string | null;
  exitTs: number | null;
  readonly dims: VisitDimensions;
  readonly source: { channel: string; referrerHost: string | null; utm: StoredPageView["utm"] };
  readonly tech: { browser: string; os: string; device: string; screen: string };
}

/** The share of each worker interval that draining may use. */
const WORKER_SHARE = 0.3;

export interface RollupWorkerDeps {
  readonly store: Pick<AnalyticsStore, "drain">;
  /** Called when a scheduled drain fails; the next tick retries from the same cursor. */
  readonly onError?: (error: unknown) => void;
}

export type RollupWorker = ReturnType<typeof createRollupWorker>;

function dimensionsOf(source: Visit["source"], tech: Visit["tech"]): VisitDimensions {
  const dims: [string, string][] = [["channel", source.channel]];
  if (source.referrerHost) dims.push(["referrer", source.referrerHost]);
  if (source.utm?.source) dims.push(["utm_source", source.utm.source]);
  if (source.utm?.medium) dims.push(["utm_medium", source.utm.medium]);
  if (source.utm?.campaign) dims.push(["utm_campaign", source.utm.campaign]);
  dims.push(["browser", tech.browser], ["os", tech.os], ["device", tech.device], ["screen", tech.screen]);
  return dims;
}

function progressOf(v: Visit): VisitProgress {
  return {
    last_ts: v.lastTs,
    page_views: v.pageViews,
    engaged_ms: v.engagedMs,
    entry_path: v.entryPath,
    entry_ts: v.entryTs,
    exit_path: v.exitPath,
    exit_ts: v.exitTs,
  };
}

function visitFromRow(row: VisitRow): Visit {
  const source = {
    channel: row.channel,
    referrerHost: row.referrer_host,
    utm: {
      ...(row.utm_source ? { source: row.utm_source } : {}),
      ...(row.utm_medium ? { medium: row.utm_medium } : {}),
      ...(row.utm_campaign ? { campaign: row.utm_campaign } : {}),
    },
  };
  const tech = { browser: row.browser, os: row.os, device: row.device, screen: row.screen };
  return {
    id: row.id,
    visitorId: row.visitor_id,
    day: row.day,
    startTs: row.start_ts,
    lastTs: row.last_ts,
    pageViews: row.page_views,
    engagedMs: row.engaged_ms,
    entryPath: row.entry_path,
    entryTs: row.entry_ts,
    exitPath: row.exit_path,
    exitTs: row.exit_ts,
    dims: dimensionsOf(source, tech),
    source,
    tech,
  };
}

/**
 * Folds a drain's batches into rollup increments and visit changes, in
 * memory. Sessions are split here (see `applyEvent`). Erasure folds one
 * visitor's batches again to learn what they added.
 */
export function foldBatches({ batches: rows, latestVisits }: DrainInput): {
  writes: DrainWrites;
  events: number;
} {
  const acc = createRollupAccumulator();
  const current = new Map<string, Visit | null>();
  const touched = new Set<Visit>();
  let events = 0;

  const visitOf = (visitorId: string): Visit | null => {
    let visit = current.get(visitorId);
    if (visit === undefined) {
      const row = latestVisits.get(visitorId);
      visit = row ? visitFromRow(row) : null;
      current.set(visitorId, visit);
    }
    return visit;
  };

  const startVisit = (visitorId: string, event: StoredEvent, tech: Visit["tech"]): Visit => {
    const landing = event.kind === "page_view" ? event : null;
    const source = {
      channel: landing?.channel ?? "Direct",
      referrerHost: landing?.referrer_host ?? null,
      utm: landing?.utm,
    };
    const visit: Visit = {
      id: null,
      visitorId,
      day: dayOf(event.ts),
      startTs: event.ts,
      lastTs: event.ts,
      pageViews: 0,
      engagedMs: 0,
      entryPath: null,
      entryTs: null,
      exitPath: null,
      exitTs: null,
      dims: dimensionsOf(source, tech),
      source,
      tech,
    };
    acc.visitStarted(visit.day, visit.dims);
    current.set(visitorId, visit);
    return visit;
  };

  /**
   * Session rules: page views, API calls and client errors are activity; one
   * that comes more than 30 minutes after the visitor's last activity starts a
   * new visit, attributed (sessions, bounces, entries, exits, engaged time,
   * source and technology) to the UTC day it started. A page_leave never
   * starts a visit: it closes a page, and a tab left open for hours must not
   * count as a second visit. Late events join the visitor's current visit.
   */
  const applyEvent = (row: PendingBatch, event: StoredEvent, tech: Visit["tech"]) => {
    const day = dayOf(event.ts);
    if (event.kind === "user_error") {
      acc.userError(day, event);
      return;
    }
    // Ingest keeps only user_error without consent; this guards older or hand-written rows.
    if (row.consent !== "granted") return;
    acc.visitor(day, row.visitor_id);
    let visit = visitOf(row.visitor_id);
    const idle = visit === null || event.ts - visit.lastTs > L.sessionTimeoutMs;
    if (event.kind !== "page_leave" && idle) visit = startVisit(row.visitor_id, event, tech);
    if (visit && !idle) visit.lastTs = Math.max(visit.lastTs, event.ts);
    if (visit) touched.add(visit);

    switch (event.kind) {
      case "page_view": {
        acc.pageView(day, event.path, visit);
        if (!visit) break;
        visit.pageViews++;
        if (visit.pageViews === 2) acc.unbounced(visit.day, visit.dims);
        if (visit.entryTs === null || event.ts < visit.entryTs) {
          acc.moveEdge(visit.day, "entries", visit.entryPath, event.path);
          visit.entryPath = event.path;
          visit.entryTs = event.ts;
        }
        if (visit.exitTs === null || event.ts >= visit.exitTs) {
          acc.moveEdge(visit.day, "exits", visit.exitPath, event.path);
          visit.exitPath = event.path;
          visit.exitTs = event.ts;
        }
        break;
      }
      case "page_leave":
        acc.pageLeave(day, event.path, event.duration_ms, visit?.day ?? null);
        if (visit) visit.engagedMs += event.duration_ms;
        break;
      case "api_request":
        acc.apiRequest(day, event);
        break;
      case "client_error":
        acc.clientError(day, event);
        break;
    }
  };

  for (const row of rows) {
    const tech = { browser: row.browser, os: row.os, device: row.device, screen: row.screen };
    const batchEvents = JSON.parse(row.events) as StoredEvent[];
    for (const event of batchEvents) applyEvent(row, event, tech);
    events += batchEvents.length;
  }

  const newVisits: { start: VisitStart; progress: VisitProgress }[] = [];
  const visitUpdates: { id: number; progress: VisitProgress }[] = [];
  for (const v of touched) {
    if (v.id === null) {
      const { source, tech } = v;
      const start: VisitStart = {
        visitor_id: v.visitorId,
        day: v.day,
        start_ts: v.startTs,
        channel: source.channel,
        referrer_host: source.referrerHost,
        utm_source: source.utm?.source ?? null,
        utm_medium: source.utm?.medium ?? null,
        utm_campaign: source.utm?.campaign ?? null,
        browser: tech.browser,
        os: tech.os,
        device: tech.device,
        screen: tech.screen,
      };
      newVisits.push({ start, progress: progressOf(v) });
    } else {
      visitUpdates.push({ id: v.id, progress: progressOf(v) });
    }
  }
  return { writes: { ...acc.rollups(), newVisits, visitUpdates }, events };
}

/**
 * Folds the event log into the rollups, batch by batch, behind a cursor kept
 * in the same database: a drain reads the batches after the cursor, applies
 * them and moves the cursor in one transaction, so a crash never counts a
 * batch twice or skips one.
 */
export function createRollupWorker({ store, onError }: RollupWorkerDeps) {
  const drain = (maxBatches: number) => store.drain(maxBatches, foldBatches);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /**
   * Drains until caught up or `budgetMs` is spent, yielding between drains so
   * requests keep flowing; 100 batches (~5,000 events) hold the event loop ~10 ms.
   */
  async function catchUp(budgetMs = 200, maxBatches = 100): Promise<number> {
    const deadline = performance.now() + budgetMs;
    let events = 0;
    for (;;) {
      const result = await drain(maxBatches);
      events += result.events;
      if (!result.pending || performance.now() >= deadline) return events;
      await yieldToEventLoop();
    }
  }

  return {
    /** One drain of up to `maxBatches` batches, in one transaction. */
    drainOnce(maxBatches = 200): Promise<DrainResult> {
      return drain(maxBatches);
    },
    /** Drains everything pending (tests, shutdown, the seeding script). */
    async drainAll(maxBatches = 200): Promise<number> {
      let events = 0;
      for (;;) {
        const result = await drain(maxBatches);
        events += result.events;
        if (!result.pending) return events;
      }
    },
    catchUp,
    /**
     * Runs `catchUp` every `intervalMs` until `stop`, with at most 30% of each
     * interval to spend: under a flood of ingest the rollups fall behind
     * rather than the ingest stalling, and they catch up once the flood ends.
     */
    start(intervalMs: number): void {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = catchUp(intervalMs * WORKER_SHARE)
          .catch((error: unknown) => onError?.(error))
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    /** Stops the schedule and waits for a drain in progress. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
