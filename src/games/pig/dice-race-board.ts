import { Type } from "typebox";
import { type BoardType, LastRoll } from "../kit/board-schemas.ts";

/** A race to a target on one die: banked totals per seat, the running turn total and the last die. */
export const DiceRaceBoardSchema = Type.Object(
  {
    kind: Type.Literal("dice-race"),
    target: Type.Integer({ minimum: 1, description: "Banked points that win." }),
    banked: Type.Array(Type.Integer({ minimum: 0 }), { description: "Banked points per seat." }),
    turn_total: Type.Integer({
      minimum: 0,
      description: "Points rolled this turn, lost on a 1, banked on pass.",
    }),
    last_roll: LastRoll,
  },
  { additionalProperties: false, description: "pig: a race to the target on one die." },
);
export type DiceRaceBoard = BoardType<typeof DiceRaceBoardSchema>;
