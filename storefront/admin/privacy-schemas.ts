import { Type } from "typebox";

/**
 * The shapes of the privacy export, erasure and erasure log. Stored events
 * differ by kind, so an event keeps every field it was stored with.
 */
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

export const ExportFormat = Type.Object({
  format: Type.Optional(
    Type.Union([Type.Literal("json"), Type.Literal("csv")], {
      description: "csv = RFC 4180, one row per event, visit or session (details as JSON).",
    }),
  ),
});

export const VisitorParams = Type.Object({ visitor_id: Type.String({ maxLength: 200 }) });
export const UserParams = Type.Object({ user_id: Type.String({ maxLength: 200 }) });

const ExportedEvent = Type.Object(
  {
    kind: Type.String(),
    ts: Type.Integer({ description: "Event time, ms since the epoch (corrected, UTC)." }),
    batch_id: Type.Integer(),
    received_at: Type.Integer(),
    session_id: Type.Union([Type.String(), Type.Null()]),
    consent: Type.String(),
    browser: Type.String(),
    os: Type.String(),
    device: Type.String(),
    screen: Type.String(),
  },
  { additionalProperties: true, description: "A stored event with every field of its kind." },
);

const Visit = Type.Object({
  id: Type.Integer(),
  day: Type.String(),
  start_ts: Type.Integer(),
  last_ts: Type.Integer(),
  page_views: Count,
  engaged_ms: Count,
  entry_path: Nullable(Type.String()),
  entry_ts: Type.Union([Type.Integer(), Type.Null()]),
  exit_path: Nullable(Type.String()),
  exit_ts: Type.Union([Type.Integer(), Type.Null()]),
  channel: Type.String(),
  referrer_host: Nullable(Type.String()),
  utm_source: Nullable(Type.String()),
  utm_medium: Nullable(Type.String()),
  utm_campaign: Nullable(Type.String()),
  browser: Type.String(),
  os: Type.String(),
  device: Type.String(),
  screen: Type.String(),
});

export const VisitorExport = Type.Object(
  {
    visitor_id: Type.String(),
    events: Type.Array(ExportedEvent),
    visits: Type.Array(Visit, {
      description: "Server-side sessions, split after 30 minutes without activity.",
    }),
    sessions: Type.Array(
      Type.Object({
        session_id: Type.String(),
        first_ts: Type.Integer(),
        last_ts: Type.Integer(),
        events: Count,
      }),
      { description: "The client's session ids, as its batches carried them." },
    ),
  },
  { $id: "VisitorExport", description: "Every stored event, visit and session of one visitor." },
);

export const UserExport = Type.Object(
  {
    user_id: Type.String(),
    user_errors: Type.Array(
      Type.Object({
        ts: Type.Integer(),
        incident_id: Type.String(),
        error_code: Type.String(),
        user_id: Nullable(Type.String()),
        path: Nullable(Type.String()),
      }),
    ),
  },
  { $id: "UserExport", description: "Every user_error log entry of one signed-in user." },
);

export const ErasureCounts = Type.Object(
  { events: Count, visits: Count, sessions: Count, user_errors: Count },
  { $id: "ErasureCounts", description: "What the erasure removed; all zeros when nothing was left." },
);

export const ErasureResult = Type.Object({
  subject: Type.Union([Type.Literal("visitor"), Type.Literal("user")]),
  subject_hash: Type.String({ description: "HMAC-SHA-256 of the id: what the erasure log keeps." }),
  erased: ErasureCounts,
});

export const ErasureLog = Type.Object(
  {
    erasures: Type.Array(
      Type.Object({
        at: Type.String({ format: "date-time" }),
        staff_account_id: Type.String(),
        subject: Type.String(),
        subject_hash: Type.String(),
        events: Count,
        visits: Count,
        sessions: Count,
        user_errors: Count,
      }),
    ),
  },
  { $id: "ErasureLog", description: "The newest 100 erasures: who, when, what; ids only as keyed hashes." },
);
