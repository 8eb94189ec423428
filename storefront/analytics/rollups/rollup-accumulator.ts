import type {
  DailyTotals,
  NewDailyClientError,
  NewDailyDimension,
  NewDailyPage,
  NewDailyUserError,
} from "../db/analytics-schema.ts";
import type { DrainWrites } from "../db/analytics-store.ts";
import type { ApiCounters } from "../db/rollup-repository.ts";
import type { StoredApiRequest, StoredClientError, StoredUserError } from "../events/stored-event.ts";
import { countApiRequest } from "./api-counters.ts";
import { countClientError, countUserError, userErrorLogEntry } from "./error-counts.ts";
import { getOrCreate } from "./row-map.ts";
import {
  addToDimensions,
  emptyTotals,
  pageRow,
  type VisitDimensions,
  visitorSketches,
} from "./traffic-rows.ts";

export type RollupAccumulator = ReturnType<typeof createRollupAccumulator>;

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
      addToDimensions(dimensions, day, dims, "sessions", 1);
      addToDimensions(dimensions, day, dims, "bounces", 1);
    },
    /** The visit's second page view: it is no longer a bounce. */
    unbounced(visitDay: string, dims: VisitDimensions) {
      totalsOf(visitDay).bounces--;
      addToDimensions(dimensions, visitDay, dims, "bounces", -1);
    },
    pageView(day: string, path: string, visit: { day: string; dims: VisitDimensions } | null) {
      totalsOf(day).page_views++;
      pageRow(pages, day, path).views++;
      if (visit) addToDimensions(dimensions, visit.day, visit.dims, "page_views", 1);
    },
    /** Moves a visit's entry or exit from one page to another (from = null: first one). */
    moveEdge(visitDay: string, edge: "entries" | "exits", from: string | null, to: string) {
      if (from !== null) pageRow(pages, visitDay, from)[edge]--;
      pageRow(pages, visitDay, to)[edge]++;
    },
    pageLeave(day: string, path: string, durationMs: number, visitDay: string | null) {
      const page = pageRow(pages, day, path);
      page.engaged_ms += durationMs;
      page.leaves++;
      if (visitDay !== null) totalsOf(visitDay).engaged_ms += durationMs;
    },
    apiRequest(day: string, event: StoredApiRequest) {
      countApiRequest(api, totalsOf(day), day, event);
    },
    clientError(day: string, event: StoredClientError) {
      totalsOf(day).client_errors++;
      countClientError(clientErrors, day, event);
    },
    userError(day: string, event: StoredUserError) {
      totalsOf(day).user_errors++;
      countUserError(userErrors, day, event);
      userErrorLog.push(event);
    },
    /** Every gathered change, as rows to add to the rollups (visits are the worker's). */
    rollups(): Omit<DrainWrites, "newVisits" | "visitUpdates"> {
      return {
        totals,
        pages: [...pages.values()],
        dimensions: [...dimensions.values()],
        api: [...api.values()],
        clientErrors: [...clientErrors.values()],
        userErrors: [...userErrors.values()],
        userErrorLog: userErrorLog.map(userErrorLogEntry),
        sketches: visitorSketches(visitors),
      };
    },
  };
}
