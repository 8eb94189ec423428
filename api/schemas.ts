import { Type } from "typebox";
import { Problem, TokenPair } from "../http/schemas.ts";
import { STRENGTHS } from "../src/games/strategy.ts";
import { SESSION_LIMITS } from "../src/sessions/session-limits.ts";

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

/** How well a computer player plays. */
export const ComputerStrength = Type.Union(
  STRENGTHS.map((s) => Type.Literal(s)),
  {
    description:
      "easy: plays fair but simple; hard: the game's best strategy (tic-tac-toe hard never loses).",
  },
);

export const Participant = Type.Object(
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

export const Session = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    invite_code: Type.String({ description: "8 characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ." }),
    status: Type.Union(
      ["Lobby", "GameSelection", "InGame", "Paused", "Closed"].map((s) => Type.Literal(s)),
      { description: "See the status machine in docs/api.md (Sessions)." },
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

export const SessionIdParams = Type.Object({ session_id: Type.String({ format: "uuid" }) });

/** Both schemes the seed defines; every protected route accepts either. */
export const AUTHENTICATED: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { guestAuth: [] }];

/** Schemas registered once with `addSchema`, referenced by `$id`. */
export const SHARED_SCHEMAS = [Problem, Participant, Session, TokenPair];

/** A seat of a game as the social routes show it (the same fields as a state document's player). */
export const SeatedPlayer = Type.Object({
  participant_id: Type.String({ format: "uuid" }),
  display_name: Type.String(),
  seat: Type.Integer({ description: "Turn order, from 0." }),
  color: Type.String({ description: "CSS colour of the seat." }),
  // Spelled out as a tuple so the handler's type knows the strengths (a mapped array infers none).
  computer: Type.Union([Type.Literal("easy"), Type.Literal("hard"), Type.Null()], {
    description: "The strength of a computer player (easy, hard); null for a person.",
  }),
});

export const GameIdParams = Type.Object({ game_id: Type.String({ format: "uuid" }) });

/** A display rating: see docs/api.md (Ratings) for how it comes from μ and σ. */
export const DisplayRating = Type.Number({ description: "1000 + 40·(μ − 3σ), rounded to a tenth." });
