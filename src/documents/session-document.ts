/**
 * The session document and its participants: one TypeBox schema each, from
 * which the core's types, the API document and the web client's types derive.
 */
import { type Static, Type } from "typebox";
import { OnTimeoutDocument, type TimeControl } from "./clock-documents.ts";
import { literalUnion } from "./literals.ts";
import { SESSION_LIMITS } from "./session-limits.ts";
import { ComputerStrength } from "./strength.ts";

export { ComputerStrength, STRENGTHS, type Strength } from "./strength.ts";

export const SESSION_STATUSES = ["Lobby", "GameSelection", "InGame", "Paused", "Closed"] as const;

export const SESSION_VISIBILITIES = ["private", "public"] as const;

export const SessionVisibility = literalUnion(SESSION_VISIBILITIES, {
  description:
    "public: listed in GET /lobby while it waits for players; private: reached by invite code only.",
});

export const ParticipantDocument = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    display_name: Type.String(),
    role: Type.Union([Type.Literal("host"), Type.Literal("player"), Type.Literal("spectator")]),
    presence_web: Type.Boolean(),
    presence_messenger: Type.Boolean(),
    joined_at: Type.String({ format: "date-time" }),
    kind: Type.Union([Type.Literal("person"), Type.Literal("computer")]),
    strength: Type.Union([ComputerStrength, Type.Null()], {
      description: "A computer's strength; null for a person.",
    }),
  },
  { $id: "Participant" },
);

/** A participant as the API, the bot and the web client show it. */
export type ParticipantView = Static<typeof ParticipantDocument>;

export const SessionDocument = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    invite_code: Type.String({ description: "8 characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ." }),
    status: literalUnion(SESSION_STATUSES, {
      description: "See the status machine in docs/api.md (Sessions).",
    }),
    max_players: Type.Integer({ minimum: SESSION_LIMITS.minPlayers, maximum: SESSION_LIMITS.maxPlayers }),
    visibility: SessionVisibility,
    plugin_id: Type.Union([Type.String(), Type.Null()], {
      description: "The game the table will play, as created; null when the host picks it later.",
    }),
    turn_seconds: Type.Union([Type.Integer(), Type.Null()], {
      description: "The move timer in seconds when time_control is of kind move; null otherwise.",
    }),
    time_control: Type.Union([Type.Unsafe<TimeControl>(Type.Ref("TimeControl")), Type.Null()], {
      description: "The clock its games start with; null = untimed.",
    }),
    on_timeout: Type.Union([OnTimeoutDocument, Type.Null()], { description: "null when untimed." }),
    stand_in_strength: Type.Union([ComputerStrength, Type.Null()], {
      description: "How well a stand-in plays an absent player's seat; null when untimed.",
    }),
    current_game_id: Type.Union([Type.String({ format: "uuid" }), Type.Null()]),
    created_at: Type.String({ format: "date-time" }),
    updated_at: Type.String({ format: "date-time" }),
    participants: Type.Array(Type.Unsafe<ParticipantView>(Type.Ref("Participant"))),
  },
  { $id: "Session" },
);

/** A session with its participants in join order. */
export type SessionView = Static<typeof SessionDocument>;
