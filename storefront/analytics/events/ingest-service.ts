import type { Metrics } from "../../../platform/metrics.ts";
import { DomainError } from "../../errors.ts";
import { ANALYTICS_LIMITS as L } from "../analytics-limits.ts";
import type { IngestTallies, NewDailyDrop, NewEventBatch } from "../db/analytics-schema.ts";
import type { AnalyticsStore } from "../db/analytics-store.ts";
import { dayOf } from "../utc-day.ts";
import type { ConsentState, EventBatchEnvelope } from "./event-schemas.ts";
import { referrerHost } from "./page-location.ts";
import { screenBucket } from "./screen-bucket.ts";
import { type TriagedEvents, triageEvents } from "./triage-events.ts";
import type { ClientTechnology, UserAgentClassifier } from "./user-agent.ts";

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

const CONSENT_STATES = ["pending", "granted", "denied"] as const;

function hostOf(origin: string | undefined): string | null {
  return origin ? referrerHost(origin) : null;
}

/** The rows one batch appends: the batch of kept events (if any), its drop counters and its tallies. */
function batchRows(
  batch: EventBatchEnvelope,
  { stored, drops, consents }: TriagedEvents,
  technology: ClientTechnology,
  receivedAt: number,
  consent: ConsentState,
) {
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
  return { row, dropRows, tallies };
}

/**
 * Validates, enriches and appends event batches. Each batch becomes one row
 * of `event_batches`, with its drop counters; the rollup worker folds it into
 * the report tables later, so a request costs one insert whatever it carries.
 */
export function createIngestService({ store, now, classifyUserAgent, ingested }: IngestServiceDeps) {
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
      const triaged = triageEvents(batch.events, {
        isBot: technology.isBot,
        consent,
        receivedAt,
        // The client's clock may be off; its own send time tells by how much.
        offset: batch.sent_at === undefined ? 0 : receivedAt - batch.sent_at,
        siteHost: hostOf(context.origin),
      });
      const { row, dropRows, tallies } = batchRows(batch, triaged, technology, receivedAt, consent);
      if (row || dropRows.length || tallies.consent.length || tallies.crawlers.length)
        await store.append(row, dropRows, tallies);
      const { stored, drops, consents, errors } = triaged;
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
