import { Compile } from "typebox/compile";
import type { Metrics } from "../../../src/observability/metrics.ts";
import { DomainError } from "../../errors.ts";
import { ANALYTICS_LIMITS as L } from "../analytics-limits.ts";
import type { IngestTallies, NewDailyDrop, NewEventBatch } from "../db/analytics-schema.ts";
import type { AnalyticsStore } from "../db/analytics-store.ts";
import { dayOf } from "../utc-day.ts";
import { assignChannel } from "./channel-rules.ts";
import {
  type AnalyticsEvent,
  type ConsentEvent,
  type ConsentState,
  EVENT_SCHEMAS,
  type EventBatchEnvelope,
} from "./event-schemas.ts";
import { normalizeApiPath } from "./normalize-api-path.ts";
import { isAdminArea, parsePageLocation, referrerHost } from "./page-location.ts";
import { screenBucket } from "./screen-bucket.ts";
import { scrubErrorText } from "./scrub-error-text.ts";
import type { StoredEvent } from "./stored-event.ts";
import type { UserAgentClassifier } from "./user-agent.ts";

/** What the HTTP layer knows about the request besides its body. */
export interface IngestContext {
  readonly userAgent?: string;
  /** The Origin header: a referrer from the site itself is internal navigation, not a source. */
  readonly origin?: string;
}

export interface IngestResult {
  readonly accepted: number;
  readonly rejected: number;
  /** Valid events not kept: sent without consent, or sent by a bot. */
  readonly dropped: number;
  readonly errors: { index: number; reason: string }[];
}

export interface IngestServiceDeps {
  readonly store: Pick<AnalyticsStore, "append">;
  readonly now: () => number;
  readonly classifyUserAgent: UserAgentClassifier;
  /** Counts the events stored (analytics_events_ingested_total). */
  readonly ingested?: Metrics["analyticsEventsIngested"];
}

export type IngestService = ReturnType<typeof createIngestService>;

type DropReason = NewDailyDrop["reason"];

const CONSENT_STATES = ["pending", "granted", "denied"] as const;

// A Map, not an object: a `kind` such as "constructor" must not find anything.
const VALIDATORS: ReadonlyMap<string, ReturnType<typeof Compile>> = new Map(
  Object.entries(EVENT_SCHEMAS).map(([kind, schema]) => [kind, Compile(schema)]),
);

/** The first validation failure in words, e.g. `/duration_ms must be >= 0` or `unknown field "stack"`. */
function describeError(validator: ReturnType<typeof Compile>, event: unknown): string {
  const error = validator.Errors(event).find((e) => e.keyword !== "boolean");
  if (!error) return "is invalid";
  const extra = (error.params as { additionalProperties?: string[] }).additionalProperties;
  if (error.keyword === "additionalProperties" && extra?.length)
    return `unknown field ${JSON.stringify(extra[0])}`;
  return `${error.instancePath || "(event)"} ${error.message}`;
}

function hostOf(origin: string | undefined): string | null {
  return origin ? referrerHost(origin) : null;
}

function stripQuery(path: string): string {
  const cut = path.search(/[?#]/);
  return cut < 0 ? path : path.slice(0, cut);
}

/**
 * Validates, enriches and appends event batches. Each batch becomes one row
 * of `event_batches`, with its drop counters; the rollup worker folds it into
 * the report tables later, so a request costs one insert whatever it carries.
 */
export function createIngestService({ store, now, classifyUserAgent, ingested }: IngestServiceDeps) {
  function enrich(event: AnalyticsEvent, ts: number, siteHost: string | null): StoredEvent {
    switch (event.kind) {
      case "page_view": {
        const location = parsePageLocation(event.path);
        let host = referrerHost(event.referrer);
        if (host !== null && host === siteHost) host = null;
        return {
          kind: "page_view",
          ts,
          path: location.path,
          is_admin_area: isAdminArea(location.path),
          ...(location.queryKeys.length ? { query_keys: location.queryKeys } : {}),
          ...(host ? { referrer_host: host } : {}),
          ...(Object.keys(location.utm).length ? { utm: location.utm } : {}),
          channel: assignChannel({
            referrerHost: host,
            utmSource: location.utm.source,
            utmMedium: location.utm.medium,
            utmCampaign: location.utm.campaign,
            queryKeys: location.queryKeys,
          }),
        };
      }
      case "page_leave": {
        const path = stripQuery(event.path);
        return {
          kind: "page_leave",
          ts,
          path,
          is_admin_area: isAdminArea(path),
          duration_ms: event.duration_ms,
        };
      }
      case "api_request": {
        const path = event.path === undefined ? undefined : stripQuery(event.path);
        const { endpoint, service } = normalizeApiPath(event.endpoint, event.service);
        return {
          kind: "api_request",
          ts,
          ...(path ? { path } : {}),
          is_admin_area: isAdminArea(path),
          service,
          method: event.method,
          endpoint,
          status: event.status,
          latency_ms: Math.round(event.latency_ms * 10) / 10,
        };
      }
      case "client_error": {
        const path = event.path === undefined ? undefined : stripQuery(event.path);
        return {
          kind: "client_error",
          ts,
          ...(path ? { path } : {}),
          is_admin_area: isAdminArea(path),
          hash: event.hash.toLowerCase(),
          ...(event.message ? { message: scrubErrorText(event.message, 300) } : {}),
          ...(event.source ? { source: scrubErrorText(event.source, 300) } : {}),
        };
      }
      case "user_error": {
        const path = event.path === undefined ? undefined : stripQuery(event.path);
        return {
          kind: "user_error",
          ts,
          ...(path ? { path } : {}),
          is_admin_area: isAdminArea(path),
          incident_id: event.incident_id,
          error_code: event.error_code,
          user_id: event.user_id ?? null,
        };
      }
    }
  }

  return {
    /**
     * Keeps every valid event the consent state allows; a bad event is
     * rejected alone. Throws 413 beyond the batch size limit. Resolves once
     * the batch is durable; on SQLite it is written before this returns.
     */
    async ingest(batch: EventBatchEnvelope, context: IngestContext): Promise<IngestResult> {
      if (batch.events.length > L.maxEventsPerBatch) {
        throw new DomainError("payload_too_large", `A batch holds at most ${L.maxEventsPerBatch} events.`);
      }
      const receivedAt = now();
      const technology = classifyUserAgent(context.userAgent);
      const consent = batch.consent ?? "pending";
      // The client's clock may be off; its own send time tells by how much.
      const offset = batch.sent_at === undefined ? 0 : receivedAt - batch.sent_at;
      const siteHost = hostOf(context.origin);
      const stored: StoredEvent[] = [];
      const errors: { index: number; reason: string }[] = [];
      const drops: Record<DropReason, number> = { consent: 0, bot: 0, invalid: 0 };
      const consents: Record<ConsentState, number> = { pending: 0, granted: 0, denied: 0 };

      batch.events.forEach((raw, index) => {
        const kind = (raw as { kind?: unknown } | null)?.kind;
        const validator = typeof kind === "string" ? VALIDATORS.get(kind) : undefined;
        if (!validator?.Check(raw)) {
          drops.invalid++;
          if (errors.length < L.maxReportedRejections) {
            const reason = validator
              ? describeError(validator, raw)
              : `unknown kind ${JSON.stringify(kind ?? null).slice(0, 40)}`;
            errors.push({ index, reason });
          }
          return;
        }
        const event = raw as AnalyticsEvent | ConsentEvent;
        if (technology.isBot) drops.bot++;
        else if (event.kind === "consent") consents[event.state]++;
        else if (event.kind !== "user_error" && consent !== "granted") drops.consent++;
        else {
          const corrected = (event.ts ?? receivedAt) + offset;
          const ts = Math.min(receivedAt, Math.max(receivedAt - L.maxEventAgeMs, corrected));
          stored.push(enrich(event, ts, siteHost));
        }
      });

      stored.sort((a, b) => a.ts - b.ts);
      const first = stored[0];
      const last = stored[stored.length - 1];
      const row: NewEventBatch | null =
        first && last
          ? {
              received_at: receivedAt,
              first_ts: first.ts,
              last_ts: last.ts,
              visitor_id: batch.visitor_id.toLowerCase(),
              session_id: batch.session_id?.toLowerCase() ?? null,
              consent,
              browser: technology.browser,
              os: technology.os,
              device: technology.device,
              screen: screenBucket(batch.viewport?.width),
              event_count: stored.length,
              events: JSON.stringify(stored),
            }
          : null;
      const day = dayOf(receivedAt);
      const dropRows: NewDailyDrop[] = [];
      for (const reason of ["consent", "bot", "invalid"] as const)
        if (drops[reason] > 0) dropRows.push({ day, reason, events: drops[reason] });
      const tallies: IngestTallies = {
        consent: CONSENT_STATES.filter((state) => consents[state] > 0).map((state) => ({
          day,
          state,
          visitors: consents[state],
        })),
        crawlers: technology.crawler
          ? [{ day, crawler: technology.crawler, requests: 1, events: drops.bot }]
          : [],
      };
      if (row || dropRows.length || tallies.consent.length || tallies.crawlers.length)
        await store.append(row, dropRows, tallies);
      if (stored.length > 0) ingested?.inc(stored.length);
      return {
        accepted: stored.length + consents.pending + consents.granted + consents.denied,
        rejected: drops.invalid,
        dropped: drops.consent + drops.bot,
        errors,
      };
    },
  };
}
