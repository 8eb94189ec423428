import { Compile } from "typebox/compile";
import { ANALYTICS_LIMITS as L } from "../analytics-limits.ts";
import type { NewDailyDrop } from "../db/analytics-schema.ts";
import { enrichEvent } from "./enrich-event.ts";
import { type AnalyticsEvent, type ConsentEvent, type ConsentState, EVENT_SCHEMAS } from "./event-schemas.ts";
import type { StoredEvent } from "./stored-event.ts";

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

/** What a batch is made of once each event is checked: kept, counted or refused. */
export interface TriagedEvents {
  /** The events kept, enriched, oldest first. */
  readonly stored: StoredEvent[];
  /** The first refusals, with the event's index (at most ANALYTICS_LIMITS.maxReportedRejections). */
  readonly errors: { index: number; reason: string }[];
  readonly drops: Record<NewDailyDrop["reason"], number>;
  /** Consent events by the state they report (counted, never stored). */
  readonly consents: Record<ConsentState, number>;
}

/** How the batch's events are judged: who sent them, the consent given, and the time correction. */
export interface TriageContext {
  readonly isBot: boolean;
  readonly consent: ConsentState;
  readonly receivedAt: number;
  /** Server time minus the client's clock, added to each event's time. */
  readonly offset: number;
  readonly siteHost: string | null;
}

/** Checks each event on its own: a bad one is refused alone; a bot's, or one sent without consent, is dropped. */
export function triageEvents(events: readonly unknown[], context: TriageContext): TriagedEvents {
  const { isBot, consent, receivedAt, offset, siteHost } = context;
  const triaged: TriagedEvents = {
    stored: [],
    errors: [],
    drops: { consent: 0, bot: 0, invalid: 0 },
    consents: { pending: 0, granted: 0, denied: 0 },
  };
  const { stored, errors, drops, consents } = triaged;
  events.forEach((raw, index) => {
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
    if (isBot) drops.bot++;
    else if (event.kind === "consent") consents[event.state]++;
    else if (event.kind !== "user_error" && consent !== "granted") drops.consent++;
    else {
      const corrected = (event.ts ?? receivedAt) + offset;
      const ts = Math.min(receivedAt, Math.max(receivedAt - L.maxEventAgeMs, corrected));
      stored.push(enrichEvent(event, ts, siteHost));
    }
  });
  stored.sort((a, b) => a.ts - b.ts);
  return triaged;
}
