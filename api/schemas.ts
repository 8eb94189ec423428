import { type TSchema, Type } from "typebox";
import { ERRORS } from "../src/errors.ts";
import { SESSION_LIMITS } from "../src/sessions/session-limits.ts";

export const Problem = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.Union(
      Object.keys(ERRORS).map((code) => Type.Literal(code)),
      {
        description: "Stable snake_case error code.",
      },
    ),
    errors: Type.Optional(
      Type.Array(Type.Object({ in: Type.String(), field: Type.String(), message: Type.String() }), {
        description: "Validation failures, one per field.",
      }),
    ),
  },
  { $id: "Problem", description: "RFC 9457 problem details." },
);

const statusText: Record<number, string> = {
  400: "Invalid request (the detail names the field)",
  401: "Missing or invalid credential",
  403: "Not allowed for this caller",
  404: "Not found",
  409: "Conflicts with the current state",
  413: "Body too large",
  415: "Unsupported content type",
  422: "Idempotency key reused with a different body",
  429: "Too many attempts; see Retry-After",
  503: "Not available",
};

/** OpenAPI responses for the listed error statuses, all problem+json. */
export function problems(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: statusText[status] ?? "Error",
        content: { "application/problem+json": { schema: Type.Ref("Problem") } },
      } as unknown as TSchema,
    ]),
  );
}

export const Channel = Type.Union([Type.Literal("web"), Type.Literal("messenger")], {
  description: "Which channel the caller uses; sets presence_web or presence_messenger.",
  default: "web",
});

export const DisplayName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: "\\S",
  description: "Trimmed; 1-64 characters.",
});

export const Participant = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    display_name: Type.String(),
    role: Type.Union([Type.Literal("host"), Type.Literal("player"), Type.Literal("spectator")]),
    presence_web: Type.Boolean(),
    presence_messenger: Type.Boolean(),
    joined_at: Type.String({ format: "date-time" }),
  },
  { $id: "Participant" },
);

export const Session = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    invite_code: Type.String({ description: "8 characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ." }),
    status: Type.Union(
      ["Lobby", "GameSelection", "InGame", "Paused", "Closed"].map((s) => Type.Literal(s)),
      { description: "See the status machine in the README." },
    ),
    max_players: Type.Integer({ minimum: SESSION_LIMITS.minPlayers, maximum: SESSION_LIMITS.maxPlayers }),
    turn_seconds: Type.Union([Type.Integer(), Type.Null()]),
    current_game_id: Type.Union([Type.String({ format: "uuid" }), Type.Null()]),
    created_at: Type.String({ format: "date-time" }),
    updated_at: Type.String({ format: "date-time" }),
    participants: Type.Array(Type.Ref("Participant")),
  },
  { $id: "Session" },
);

export const TokenPair = Type.Object(
  {
    access_token: Type.String({ description: "JWT (HS256), sent as `Authorization: Bearer <token>`." }),
    refresh_token: Type.String({ description: "Opaque, single use; POST /auth/refresh rotates it." }),
    token_type: Type.Literal("Bearer"),
    expires_in: Type.Integer({ description: "Seconds until the access token expires." }),
  },
  { $id: "TokenPair" },
);

export const SessionIdParams = Type.Object({ session_id: Type.String({ format: "uuid" }) });

/** Both schemes the seed defines; every protected route accepts either. */
export const AUTHENTICATED: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { guestAuth: [] }];

/** Schemas registered once with `addSchema`, referenced by `$id`. */
export const SHARED_SCHEMAS = [Problem, Participant, Session, TokenPair];
