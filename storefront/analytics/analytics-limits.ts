/**
 * Every number the analytics module enforces, in one place so the OpenAPI
 * descriptions, the ingest checks, the worker and storefront/README.md agree.
 */
export const ANALYTICS_LIMITS = {
  /** More events in one batch answers 413. */
  maxEventsPerBatch: 100,
  /** A larger request body answers 413. */
  maxBatchBytes: 64 * 1024,
  /** Page paths and API endpoints longer than this reject the event. */
  maxPathLength: 500,
  maxReferrerLength: 2048,
  maxMessageLength: 500,
  /** At most this many per-event rejection reasons are echoed back. */
  maxReportedRejections: 20,
  /** A visitor's next event after this much inactivity starts a new session. */
  sessionTimeoutMs: 30 * 60 * 1000,
  /** Corrected event times older than this (relative to arrival) are clamped up to it. */
  maxEventAgeMs: 60 * 60 * 1000,
  maxDurationMs: 24 * 60 * 60 * 1000,
  maxLatencyMs: 10 * 60 * 1000,
  /** Realtime counts sessions active in this window. */
  realtimeWindowMs: 5 * 60 * 1000,
  realtimeFeedSize: 50,
  /** Longest report range, so a report never reads more than a year of rollups. */
  maxReportDays: 366,
} as const;
