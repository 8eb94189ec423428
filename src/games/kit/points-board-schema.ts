import { Type } from "typebox";
import { DieFace } from "./board-schemas.ts";

/**
 * The parts of the pinned 24-point board document (issue 52) that backgammon
 * and long nardy share; each game's board schema spreads them beside its own
 * `kind` and extras (backgammon's bar, cube and match).
 */
export const PointsBoardFields = {
  points: Type.Array(Type.Integer({ minimum: -15, maximum: 15 }), {
    minItems: 24,
    maxItems: 24,
    description:
      "Checkers per point; index 0 is point 1 of the first seat (where it bears off past). Positive: the first seat's checkers; negative: the second seat's.",
  }),
  off: Type.Array(Type.Integer({ minimum: 0, maximum: 15 }), {
    minItems: 2,
    maxItems: 2,
    description: "Checkers each seat has borne off.",
  }),
  dice: Type.Union([Type.Array(DieFace, { minItems: 2, maxItems: 2 }), Type.Null()], {
    description: "The two dice of the turn being played, or null before the first roll.",
  }),
  moves_left: Type.Array(DieFace, {
    maxItems: 4,
    description:
      "The dice not yet played this turn (a double plays four times); empty once the turn is done.",
  }),
};

/** Checkers per seat on the bar (backgammon's board has it; long nardy's has none). */
export const BarField = Type.Array(Type.Integer({ minimum: 0, maximum: 15 }), {
  minItems: 2,
  maxItems: 2,
  description: "Checkers each seat has on the bar.",
});

/** What the shared 24-point drawer and web view read of a board. */
export interface PointsBoardLike {
  readonly points: readonly number[];
  readonly bar?: readonly number[];
  readonly off: readonly number[];
  readonly dice: readonly number[] | null;
  readonly moves_left: readonly number[];
}
