/**
 * Kysely table types of the analytics database. Times are ms since the epoch;
 * days are UTC YYYY-MM-DD strings; booleans are 0/1 integers.
 */
import type { Generated, Insertable, Selectable } from "kysely";
import { LATENCY_BUCKETS_MS } from "../rollups/latency-histogram.ts";

/** One row per accepted batch; `events` is the JSON array of its enriched events. */
export interface EventBatchTable {
  id: Generated<number>;
  received_at: number;
  first_ts: number;
  last_ts: number;
  visitor_id: string;
  session_id: string | null;
  consent: string;
  browser: string;
  os: string;
  device: string;
  screen: string;
  event_count: number;
  events: string;
}

/** Events not kept, counted per day and reason. */
export interface DailyDropTable {
  day: string;
  reason: "consent" | "bot" | "invalid";
  events: number;
}

/** Consent decisions per day, without identifiers: "pending" counts a first banner. */
export interface DailyConsentTable {
  day: string;
  state: "pending" | "granted" | "denied";
  visitors: number;
}

/** Requests and events of crawlers, turned away at ingest, per day and crawler name. */
export interface DailyCrawlerTable {
  day: string;
  crawler: string;
  requests: number;
  events: number;
}

/** Counters an ingest request adds besides its drops. */
export interface IngestTallies {
  readonly consent: readonly NewDailyConsent[];
  readonly crawlers: readonly NewDailyCrawler[];
}

/** A server-side session ("visit") of one visitor, attributed to the UTC day it started. */
export interface VisitTable {
  id: Generated<number>;
  visitor_id: string;
  day: string;
  start_ts: number;
  last_ts: number;
  page_views: number;
  engaged_ms: number;
  entry_path: string | null;
  entry_ts: number | null;
  exit_path: string | null;
  exit_ts: number | null;
  channel: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  browser: string;
  os: string;
  device: string;
  screen: string;
}

/** The counters of a `daily_totals` row; reports sum the same columns. */
export const TOTAL_COLUMNS = [
  "sessions",
  "bounces",
  "engaged_ms",
  "page_views",
  "api_requests",
  "api_2xx",
  "api_3xx",
  "api_4xx",
  "api_5xx",
  "api_failed",
  "client_errors",
  "user_errors",
] as const;

/** One day's (or a range's summed) `daily_totals` counters. */
export type DailyTotals = Record<(typeof TOTAL_COLUMNS)[number], number>;

/** `daily_api`'s histogram columns: `b<i>` counts the requests of LATENCY_BUCKETS_MS[i]. */
export const LATENCY_BUCKET_COLUMNS = LATENCY_BUCKETS_MS.map((_, i) => `b${i}` as const);

export interface DailyPageTable {
  day: string;
  path: string;
  is_admin_area: number;
  views: number;
  entries: number;
  exits: number;
  engaged_ms: number;
  leaves: number;
}

export interface DailyDimensionTable {
  day: string;
  dimension: string;
  value: string;
  sessions: number;
  bounces: number;
  page_views: number;
}

export interface DailyClientErrorTable {
  day: string;
  hash: string;
  occurrences: number;
  message: string | null;
  source: string | null;
  last_path: string | null;
  last_ts: number;
}

export interface DailyUserErrorTable {
  day: string;
  error_code: string;
  occurrences: number;
}

export interface UserErrorLogTable {
  id: Generated<number>;
  ts: number;
  incident_id: string;
  error_code: string;
  user_id: string | null;
  path: string | null;
}

/** First and last UTC day of a report, both included. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export type EventBatchRow = Selectable<EventBatchTable>;
export type VisitRow = Selectable<VisitTable>;
export type NewEventBatch = Insertable<EventBatchTable>;
export type NewDailyDrop = Insertable<DailyDropTable>;
export type NewDailyConsent = Insertable<DailyConsentTable>;
export type NewDailyCrawler = Insertable<DailyCrawlerTable>;
export type NewDailyPage = Insertable<DailyPageTable>;
export type NewDailyDimension = Insertable<DailyDimensionTable>;
export type NewDailyClientError = Insertable<DailyClientErrorTable>;
export type NewDailyUserError = Insertable<DailyUserErrorTable>;
export type NewUserErrorLogEntry = Insertable<UserErrorLogTable>;
