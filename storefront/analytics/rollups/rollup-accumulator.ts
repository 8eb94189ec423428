import {
  type DailyTotals,
  LATENCY_BUCKET_COLUMNS,
  type NewDailyClientError,
  type NewDailyDimension,
  type NewDailyPage,
  type NewDailyUserError,
  type NewUserErrorLogEntry,
  TOTAL_COLUMNS,
} from "../db/analytics-schema.ts";
import type { DrainWrites } from "../db/analytics-store.ts";
import type { ApiCounters } from "../db/rollup-repository.ts";
import { isAdminArea } from "../events/page-location.ts";
import type { StoredApiRequest, StoredClientError, StoredUserError } from "../events/stored-event.ts";
import { addToSketch, createSketch } from "./hyperloglog.ts";
import { latencyBucket } from "./latency-histogram.ts";

/** A visit's dimension values, as [dimension, value] pairs; absent ones are left out. */
export type VisitDimensions = ReadonlyArray<readonly [string, string]>;

const SEP = "\u0000";

function getOrCreate<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function emptyTotals(): DailyTotals {
  return Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, 0])) as unknown as DailyTotals;
}

/**
 * Gathers one drain's changes in memory, so that each touched rollup row is
 * written once. Thousands of events of the same day and page become one upsert.
 */
export function createRollupAccumulator() {
  const totals = new Map<string, DailyTotals>();
  const visitors = new Map<string, Set<string>>();
  const pages = new Map<string, NewDailyPage>();
  const dimensions = new Map<string, NewDailyDimension>();
  const api = new Map<string, ApiCounters>();
  const clientErrors = new Map<string, NewDailyClientError>();
  const userErrors = new Map<string, NewDailyUserError>();
  const userErrorLog: StoredUserError[] = [];

  const totalsOf = (day: string) => getOrCreate(totals, day, emptyTotals);
  const pageOf = (day: string, path: string) =>
    getOrCreate(pages, day + SEP + path, () => ({
      day,
      path,
      is_admin_area: isAdminArea(path) ? 1 : 0,
      views: 0,
      entries: 0,
      exits: 0,
      engaged_ms: 0,
      leaves: 0,
    }));
  const addToDimensions = (
    day: string,
    dims: VisitDimensions,
    field: "sessions" | "bounces" | "page_views",
    n: number,
  ) => {
    for (const [dimension, value] of dims) {
      const row = getOrCreate(dimensions, day + SEP + dimension + SEP + value, () => ({
        day,
        dimension,
        value,
        sessions: 0,
        bounces: 0,
        page_views: 0,
      }));
      row[field] += n;
    }
  };

  return {
    /** A visitor was active on a day (unique visitors come from these). */
    visitor(day: string, visitorId: string) {
      getOrCreate(visitors, day, () => new Set<string>()).add(visitorId);
    },
    /** A visit started: it counts as a session and, until its second page view, as a bounce. */
    visitStarted(day: string, dims: VisitDimensions) {
      const t = totalsOf(day);
      t.sessions++;
      t.bounces++;
      addToDimensions(day, dims, "sessions", 1);
      addToDimensions(day, dims, "bounces", 1);
    },
    /** The visit's second page view: it is no longer a bounce. */
    unbounced(visitDay: string, dims: VisitDimensions) {
      totalsOf(visitDay).bounces--;
      addToDimensions(visitDay, dims, "bounces", -1);
    },
    pageView(day: string, path: string, visit: { day: string; dims: VisitDimensions } | null) {
      totalsOf(day).page_views++;
      pageOf(day, path).views++;
      if (visit) addToDimensions(visit.day, visit.dims, "page_views", 1);
    },
    /** Moves a visit's entry or exit from one page to another (from = null: first one). */
    moveEdge(visitDay: string, edge: "entries" | "exits", from: string | null, to: string) {
      if (from !== null) pageOf(visitDay, from)[edge]--;
      pageOf(visitDay, to)[edge]++;
    },
    pageLeave(day: string, path: string, durationMs: number, visitDay: string | null) {
      const page = pageOf(day, path);
      page.engaged_ms += durationMs;
      page.leaves++;
      if (visitDay !== null) totalsOf(visitDay).engaged_ms += durationMs;
    },
    apiRequest(day: string, event: StoredApiRequest) {
      const t = totalsOf(day);
      t.api_requests++;
      const klass = event.status === 0 ? 4 : Math.min(3, Math.max(0, Math.floor(event.status / 100) - 2));
      if (klass === 0) t.api_2xx++;
      else if (klass === 1) t.api_3xx++;
      else if (klass === 2) t.api_4xx++;
      else if (klass === 3) t.api_5xx++;
      else t.api_failed++;
      const key = day + SEP + event.service + SEP + event.method + SEP + event.endpoint;
      const row = getOrCreate(api, key, () => ({
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
    },
    clientError(day: string, event: StoredClientError) {
      totalsOf(day).client_errors++;
      const row: NewDailyClientError = getOrCreate(clientErrors, day + SEP + event.hash, () => ({
        day,
        hash: event.hash,
        occurrences: 0,
        message: null,
        source: null,
        last_path: null,
        last_ts: 0,
      }));
      row.occurrences++;
      row.message = event.message ?? row.message;
      row.source = event.source ?? row.source;
      if (event.ts >= row.last_ts) {
        row.last_ts = event.ts;
        row.last_path = event.path ?? null;
      }
    },
    userError(day: string, event: StoredUserError) {
      totalsOf(day).user_errors++;
      getOrCreate(userErrors, day + SEP + event.error_code, () => ({
        day,
        error_code: event.error_code,
        occurrences: 0,
      })).occurrences++;
      userErrorLog.push(event);
    },
    /** Every gathered change, as rows to add to the rollups (visits are the worker's). */
    rollups(): Omit<DrainWrites, "newVisits" | "visitUpdates"> {
      const sketches = new Map<string, Buffer>();
      for (const [day, ids] of visitors) {
        const sketch = createSketch();
        for (const id of ids) addToSketch(sketch, id);
        sketches.set(day, sketch);
      }
      return {
        totals,
        pages: [...pages.values()],
        dimensions: [...dimensions.values()],
        api: [...api.values()],
        clientErrors: [...clientErrors.values()],
        userErrors: [...userErrors.values()],
        userErrorLog: userErrorLog.map(
          (e): NewUserErrorLogEntry => ({
            ts: e.ts,
            incident_id: e.incident_id,
            error_code: e.error_code,
            user_id: e.user_id ?? null,
            path: e.path ?? null,
          }),
        ),
        sketches,
      };
    },
  };
}
