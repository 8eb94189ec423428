import { ANALYTICS_LIMITS as L } from "../analytics-limits.ts";
import type { DrainInput, DrainWrites } from "../db/analytics-store.ts";
import type { PendingBatch } from "../db/rollup-cursor-repository.ts";
import type { StoredEvent, StoredPageView } from "../events/stored-event.ts";
import { dayOf } from "../utc-day.ts";
import { createRollupAccumulator, type RollupAccumulator } from "./rollup-accumulator.ts";
import { openVisit, type Visit, visitFromRow, visitWrites } from "./visits.ts";

/** A page view counts for its page and, in its visit, for the bounce, the entry and the exit pages. */
function foldPageView(acc: RollupAccumulator, day: string, event: StoredPageView, visit: Visit | null): void {
  acc.pageView(day, event.path, visit);
  if (!visit) return;
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
    const visit = openVisit(visitorId, event, tech);
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
      case "page_view":
        foldPageView(acc, day, event, visit);
        break;
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

  return { writes: { ...acc.rollups(), ...visitWrites(touched) }, events };
}
