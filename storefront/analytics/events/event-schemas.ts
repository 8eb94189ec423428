import { type Static, Type } from "typebox";
import { ANALYTICS_LIMITS as L } from "../analytics-limits.ts";
import { USER_ERROR_CODE_PATTERN, USER_ERROR_CODE_PREFIX } from "./user-error-code.ts";

/**
 * The wire format of `POST /api/analytics/events/batch/`. One schema per event
 * kind: the ingest validates each event on its own (a bad event is rejected,
 * the rest of the batch is kept), and the OpenAPI document shows the union.
 */

const UUID = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

const Ts = Type.Optional(
  Type.Integer({
    minimum: 0,
    description:
      "Client clock, ms since the epoch. Corrected by the batch's clock offset (arrival - sent_at), then clamped to [arrival - 1 h, arrival]. Absent = arrival time.",
  }),
);
const PagePath = Type.String({
  minLength: 1,
  maxLength: L.maxPathLength,
  pattern: "^/",
  description: `location.pathname + location.search, at most ${L.maxPathLength} characters. Query values are discarded on arrival: only parameter names and utm_* values are kept.`,
});
const OptionalPagePath = Type.Optional(PagePath);

export const PageViewEvent = Type.Object(
  {
    kind: Type.Literal("page_view"),
    ts: Ts,
    path: PagePath,
    referrer: Type.Optional(
      Type.String({
        maxLength: L.maxReferrerLength,
        description: "document.referrer on the first view of a page load; only its host is kept.",
      }),
    ),
  },
  {
    additionalProperties: false,
    title: "page_view",
    description: "A page or single-page-app route was shown.",
  },
);

export const PageLeaveEvent = Type.Object(
  {
    kind: Type.Literal("page_leave"),
    ts: Ts,
    path: PagePath,
    duration_ms: Type.Integer({
      minimum: 0,
      maximum: L.maxDurationMs,
      description: "Time the page was visible (not wall time), in ms.",
    }),
  },
  { additionalProperties: false, title: "page_leave", description: "A page or route was left." },
);

export const ApiRequestEvent = Type.Object(
  {
    kind: Type.Literal("api_request"),
    ts: Ts,
    path: OptionalPagePath,
    method: Type.Union(
      ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"].map((m) => Type.Literal(m)),
    ),
    endpoint: Type.String({
      minLength: 1,
      maxLength: L.maxPathLength,
      pattern: "^(/|https?://)",
      description:
        "The called URL or path. Stored without query and origin, with ids, UUIDs and numbers replaced by :id.",
    }),
    status: Type.Integer({ minimum: 0, maximum: 599, description: "HTTP status; 0 = network failure." }),
    latency_ms: Type.Number({ minimum: 0, maximum: L.maxLatencyMs }),
    service: Type.Optional(
      Type.String({
        pattern: "^[a-z0-9][a-z0-9_-]{0,63}$",
        description: "Backend service name. Absent = the first endpoint segment after /api and a version.",
      }),
    ),
  },
  {
    additionalProperties: false,
    title: "api_request",
    description: "A call made through the application's HTTP client.",
  },
);

export const ClientErrorEvent = Type.Object(
  {
    kind: Type.Literal("client_error"),
    ts: Ts,
    path: OptionalPagePath,
    hash: Type.String({
      pattern: "^[0-9A-Za-z]{1,64}$",
      description: "Groups occurrences of one error: the SDK hashes message and top frame.",
    }),
    message: Type.Optional(
      Type.String({
        maxLength: L.maxMessageLength,
        description: "Error message; e-mail addresses, long numbers and URL queries are masked on arrival.",
      }),
    ),
    source: Type.Optional(
      Type.String({
        maxLength: L.maxMessageLength,
        description: "file:line:column of the top frame. Stack traces are never accepted.",
      }),
    ),
  },
  { additionalProperties: false, title: "client_error", description: "An uncaught error or rejection." },
);

export const UserErrorEvent = Type.Object(
  {
    kind: Type.Literal("user_error"),
    ts: Ts,
    path: OptionalPagePath,
    incident_id: Type.String({ pattern: "^[A-Za-z0-9._:-]{1,64}$" }),
    error_code: Type.String({
      pattern: USER_ERROR_CODE_PATTERN,
      description: `Starts with the project prefix ${USER_ERROR_CODE_PREFIX}.`,
    }),
    user_id: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
  },
  {
    additionalProperties: false,
    title: "user_error",
    description: "An error with an incident was shown to a user. Accepted without consent.",
  },
);

export const ConsentEvent = Type.Object(
  {
    kind: Type.Literal("consent"),
    ts: Ts,
    state: Type.Union([Type.Literal("pending"), Type.Literal("granted"), Type.Literal("denied")], {
      description: "pending = the banner was shown to this browser for the first time; else the choice made.",
    }),
  },
  {
    additionalProperties: false,
    title: "consent",
    description:
      "A consent decision. Accepted in any consent state, counted per day without any identifier, never stored.",
  },
);

export const AnalyticsEvent = Type.Union(
  [PageViewEvent, PageLeaveEvent, ApiRequestEvent, ClientErrorEvent, UserErrorEvent],
  { description: "One event; `kind` selects the fields." },
);

export type PageViewEvent = Static<typeof PageViewEvent>;
export type PageLeaveEvent = Static<typeof PageLeaveEvent>;
export type ApiRequestEvent = Static<typeof ApiRequestEvent>;
export type ClientErrorEvent = Static<typeof ClientErrorEvent>;
export type UserErrorEvent = Static<typeof UserErrorEvent>;
export type AnalyticsEvent = Static<typeof AnalyticsEvent>;
export type ConsentEvent = Static<typeof ConsentEvent>;
export type EventKind = AnalyticsEvent["kind"];

/** Each event kind's schema, for the per-event validators. */
export const EVENT_SCHEMAS = {
  page_view: PageViewEvent,
  page_leave: PageLeaveEvent,
  api_request: ApiRequestEvent,
  client_error: ClientErrorEvent,
  user_error: UserErrorEvent,
  consent: ConsentEvent,
} as const;

const envelopeProperties = {
  visitor_id: Type.String({
    pattern: UUID,
    description: "The visitor's UUID (random per page load without consent).",
  }),
  session_id: Type.Optional(
    Type.String({
      pattern: UUID,
      description: "The client's session UUID, kept for debugging; reports split sessions on the server.",
    }),
  ),
  consent: Type.Optional(
    Type.Union([Type.Literal("granted"), Type.Literal("pending"), Type.Literal("denied")], {
      description:
        "Consent state the batch was sent under. Absent = pending. Without granted, only user_error events are kept.",
    }),
  ),
  sent_at: Type.Optional(
    Type.Integer({ minimum: 0, description: "Client clock when the batch was sent, ms since the epoch." }),
  ),
  viewport: Type.Optional(
    Type.Object(
      {
        width: Type.Integer({ minimum: 0, maximum: 100_000 }),
        height: Type.Integer({ minimum: 0, maximum: 100_000 }),
      },
      { additionalProperties: false, description: "CSS pixels; gives the screen-size bucket." },
    ),
  ),
};

/** The batch as documented: each item is one of the event kinds. */
export const EventBatch = Type.Object(
  {
    ...envelopeProperties,
    events: Type.Array(Type.Union([...AnalyticsEvent.anyOf, ConsentEvent]), {
      minItems: 1,
      maxItems: L.maxEventsPerBatch,
    }),
  },
  {
    additionalProperties: false,
    description: `At most ${L.maxEventsPerBatch} events and ${L.maxBatchBytes / 1024} KB (413 beyond). An invalid event is rejected alone; the rest of the batch is kept.`,
  },
);

/** The batch as validated up front: the envelope only; events are checked one by one. */
export const EventBatchEnvelope = Type.Object(
  { ...envelopeProperties, events: Type.Array(Type.Unknown(), { minItems: 1 }) },
  { additionalProperties: false },
);

export type EventBatchEnvelope = Static<typeof EventBatchEnvelope>;
export type ConsentState = NonNullable<EventBatchEnvelope["consent"]>;
