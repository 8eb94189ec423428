/**
 * The tournament document and the body that creates one: one TypeBox schema
 * each, from which the core's types and the API document derive.
 */
import { type Static, Type } from "typebox";
import { literalUnion } from "./literals.ts";

export const TOURNAMENT_FORMATS = ["swiss", "knockout", "arena"] as const;
export const TOURNAMENT_STATUSES = ["open", "running", "finished", "cancelled"] as const;

/** The longest a round may last, and an arena: 30 days. */
const MAX_MINUTES = 43_200;

export const CreateTournamentBody = Type.Object({
  plugin_id: Type.String({ minLength: 1, maxLength: 64 }),
  format: literalUnion(TOURNAMENT_FORMATS),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  rounds: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 30,
      description: "Swiss only; default ⌈log2 players⌉ at the start.",
    }),
  ),
  table_size: Type.Optional(
    Type.Integer({
      minimum: 2,
      maximum: 6,
      description:
        "Players per game (default 2, up to the game's maximum). Knockout and arena play in pairs.",
    }),
  ),
  round_minutes: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_MINUTES,
      description: "Each round's deadline: a game still running then ends as a draw.",
    }),
  ),
  duration_minutes: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_MINUTES, description: "Arena only, and required there." }),
  ),
  chat_id: Type.Optional(
    Type.String({ pattern: "^-?[0-9]{1,20}$", description: "The Telegram chat it belongs to." }),
  ),
  starts_at: Type.Optional(
    Type.String({ format: "date-time", description: "It starts by itself then, if it has two players." }),
  ),
});
export type CreateTournamentInput = Static<typeof CreateTournamentBody>;

const TournamentGame = Type.Object({
  game_id: Type.Union([Type.String({ format: "uuid" }), Type.Null()], { description: "Null for a bye." }),
  session_id: Type.Union([Type.String({ format: "uuid" }), Type.Null()]),
  players: Type.Array(Type.String({ format: "uuid" })),
  winners: Type.Union([Type.Array(Type.String({ format: "uuid" })), Type.Null()], {
    description:
      "Null while the game runs, and for an arena game that ended after the arena did (it does not count); empty for a draw.",
  }),
  status: literalUnion(["running", "finished", "bye"] as const),
});

export const TournamentDocument = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    plugin_id: Type.String(),
    format: literalUnion(TOURNAMENT_FORMATS),
    name: Type.String(),
    status: literalUnion(TOURNAMENT_STATUSES),
    organiser_id: Type.String({ format: "uuid" }),
    invite_code: Type.String(),
    table_size: Type.Integer(),
    rounds_planned: Type.Union([Type.Integer(), Type.Null()], { description: "Swiss: the rounds to play." }),
    round_minutes: Type.Union([Type.Integer(), Type.Null()]),
    duration_minutes: Type.Union([Type.Integer(), Type.Null()]),
    chat_id: Type.Union([Type.String(), Type.Null()]),
    starts_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
    started_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
    ends_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
      description: "Arena: when pairing stops.",
    }),
    finished_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
    created_at: Type.String({ format: "date-time" }),
    players: Type.Array(
      Type.Object({
        user_id: Type.String({ format: "uuid" }),
        display_name: Type.String(),
        rating: Type.Number(),
      }),
    ),
    rounds: Type.Array(
      Type.Object({
        number: Type.Integer(),
        status: literalUnion(["running", "finished"] as const),
        games: Type.Array(TournamentGame),
      }),
    ),
    standings: Type.Array(
      Type.Object({
        rank: Type.Integer(),
        user_id: Type.String({ format: "uuid" }),
        display_name: Type.String(),
        points: Type.Number(),
        tiebreak: Type.Number({ description: "Buchholz: the sum of every opponent's points." }),
        games: Type.Integer(),
      }),
    ),
  },
  { $id: "Tournament" },
);
export type TournamentView = Static<typeof TournamentDocument>;
