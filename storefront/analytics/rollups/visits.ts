import type { VisitRow } from "../db/analytics-schema.ts";
import type { VisitProgress, VisitStart } from "../db/visit-repository.ts";
import type { StoredEvent, StoredPageView } from "../events/stored-event.ts";
import { dayOf } from "../utc-day.ts";
import type { VisitDimensions } from "./traffic-rows.ts";

/** A server-side session ("visit") while the worker updates it. */
export interface Visit {
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

/** The dimension values a visit counts under: its source, then its technology. */
function dimensionsOf(source: Visit["source"], tech: Visit["tech"]): VisitDimensions {
  const dims: [string, string][] = [["channel", source.channel]];
  if (source.referrerHost) dims.push(["referrer", source.referrerHost]);
  if (source.utm?.source) dims.push(["utm_source", source.utm.source]);
  if (source.utm?.medium) dims.push(["utm_medium", source.utm.medium]);
  if (source.utm?.campaign) dims.push(["utm_campaign", source.utm.campaign]);
  dims.push(["browser", tech.browser], ["os", tech.os], ["device", tech.device], ["screen", tech.screen]);
  return dims;
}

/** What a visit's row changes as it goes on. */
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

/** A stored visit, as the fold updates it. */
export function visitFromRow(row: VisitRow): Visit {
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

/** A visit started by `event` (its source, when it is a page view, is the landing page's). */
export function openVisit(visitorId: string, event: StoredEvent, tech: Visit["tech"]): Visit {
  const landing = event.kind === "page_view" ? event : null;
  const source = {
    channel: landing?.channel ?? "Direct",
    referrerHost: landing?.referrer_host ?? null,
    utm: landing?.utm,
  };
  return {
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
}

function visitStartOf({ visitorId, day, startTs, source, tech }: Visit): VisitStart {
  return {
    visitor_id: visitorId,
    day,
    start_ts: startTs,
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
}

/** The rows the touched visits write: new visits with their start, known ones with their progress. */
export function visitWrites(touched: Iterable<Visit>) {
  const newVisits: { start: VisitStart; progress: VisitProgress }[] = [];
  const visitUpdates: { id: number; progress: VisitProgress }[] = [];
  for (const v of touched) {
    if (v.id === null) newVisits.push({ start: visitStartOf(v), progress: progressOf(v) });
    else visitUpdates.push({ id: v.id, progress: progressOf(v) });
  }
  return { newVisits, visitUpdates };
}
