import { Type } from "typebox";
import { type BoardType, LastRoll, SquarePair } from "../kit/board-schemas.ts";

/** A square track: squares 1..size*size, position 0 = not yet on the board. */
export const TrackBoardSchema = Type.Object(
  {
    kind: Type.Literal("track"),
    size: Type.Integer({ minimum: 1, description: "Squares 1..size×size." }),
    positions: Type.Array(Type.Integer({ minimum: 0 }), {
      description: "Square per seat; 0 = not yet on the board.",
    }),
    snakes: Type.Array(SquarePair),
    ladders: Type.Array(SquarePair),
    last_roll: LastRoll,
  },
  { additionalProperties: false, description: "snakes-and-ladders: a square track with jumps." },
);
export type TrackBoard = BoardType<typeof TrackBoardSchema>;
