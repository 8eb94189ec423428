/**
 * Clocks as the documents describe them: the time controls a host picks, what
 * happens when time runs out, and each player's clock, stand-in and vacation
 * in the state document. One TypeBox schema each; the core, the API and the
 * web client derive their types from them.
 */
import { type Static, Type } from "typebox";
import { literalUnion } from "./literals.ts";
import { ComputerStrength } from "./strength.ts";

/** Limits of every time control, in the units the fields use. */
export const CLOCK_LIMITS = {
  moveSeconds: { minimum: 10, maximum: 86_400 },
  bankSeconds: { minimum: 60, maximum: 30 * 86_400 },
  incrementSeconds: { minimum: 0, maximum: 86_400 },
  daysPerMove: { minimum: 1, maximum: 14 },
} as const;

// No additionalProperties: false on the members: Fastify's validator would strip a
// bank's fields while it tried the move member. resolveClockRules keeps only known fields.
export const TimeControlDocument = Type.Union(
  [
    Type.Object({
      kind: Type.Literal("move"),
      seconds: Type.Integer({ ...CLOCK_LIMITS.moveSeconds, description: "Time for each turn." }),
    }),
    Type.Object({
      kind: Type.Literal("bank"),
      initial_seconds: Type.Integer({
        ...CLOCK_LIMITS.bankSeconds,
        description: "Each player's bank at the start.",
      }),
      increment_seconds: Type.Integer({
        ...CLOCK_LIMITS.incrementSeconds,
        description: "Added to the bank at the end of each of the player's turns (Fischer).",
      }),
    }),
    Type.Object({
      kind: Type.Literal("days"),
      days_per_move: Type.Integer({
        ...CLOCK_LIMITS.daysPerMove,
        description: "Correspondence: days for each turn; they do not run while the mover is on vacation.",
      }),
    }),
  ],
  {
    $id: "TimeControl",
    description:
      "move: a timer per turn; bank: a clock per player that runs on their turns (Fischer); days: correspondence.",
  },
);
export type TimeControl = Static<typeof TimeControlDocument>;

export const ON_TIMEOUT = ["rules", "stand_in", "forfeit"] as const;
export type OnTimeout = (typeof ON_TIMEOUT)[number];

export const OnTimeoutDocument = literalUnion(ON_TIMEOUT, {
  description:
    "rules: the game's own timeout move (default for move); stand_in: a computer plays the seat until its player returns (default for days); forfeit: the player loses (default for bank).",
});

/** A player's clock in the state document. */
export const PlayerClockDocument = Type.Object({
  remaining_ms: Type.Integer({
    description:
      "The time the player had when this turn began (their bank, or the whole turn for move and days); the running clock runs out at turn.deadline.",
  }),
  running: Type.Boolean({
    description: "True for the clock of the player to move while the game is not paused.",
  }),
});
export type PlayerClock = Static<typeof PlayerClockDocument>;

/** A computer playing an absent player's seat. */
export const StandInDocument = Type.Object({ strength: ComputerStrength });

/** What the state document adds to each player about time. */
export const PlayerTimeFields = {
  clock: Type.Union([PlayerClockDocument, Type.Null()], { description: "null when the game is untimed." }),
  stand_in: Type.Union([StandInDocument, Type.Null()], {
    description:
      "A computer keeping the seat while its player is away; any move of theirs, or reclaim, ends it.",
  }),
  vacation_until: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
    description: "The end of the player's vacation, as of this version; days clocks do not run before it.",
  }),
  forfeited: Type.Boolean({ description: "True once the player lost on time and left the table." }),
};

/** The body of PUT /users/me/vacation. */
export const VacationRequest = Type.Object(
  { until: Type.String({ format: "date-time", description: "At most 14 days ahead." }) },
  { additionalProperties: false },
);

export const VacationDocument = Type.Object(
  {
    until: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
      description: "The end of the current vacation; null when none is running.",
    }),
    days_left_this_year: Type.Number({
      description: "Vacation days still free in the 365 days before now (30 in all).",
    }),
  },
  { $id: "Vacation" },
);
export type VacationView = Static<typeof VacationDocument>;
