import { Type } from "typebox";
import { type BoardType, DieFace, SeatIndex } from "../kit/board-schemas.ts";
import { PointsBoardFields } from "../kit/points-board-schema.ts";

/** A board point 1..24 in the first seat's numbers (index + 1), as the image labels them. */
const BoardPoint = Type.Integer({ minimum: 1, maximum: 24 });

/** One checker moved by one die this turn. */
const PlayedStep = Type.Object(
  {
    from: BoardPoint,
    to: Type.Union([BoardPoint, Type.Literal("off")]),
    die: DieFace,
  },
  { additionalProperties: false },
);

/** A long nardy board: the pinned 24-point document (no bar, no cube), the turn so far and the result. */
export const LongNardyBoardSchema = Type.Object(
  {
    kind: Type.Literal("long-nardy"),
    ...PointsBoardFields,
    head_left: Type.Integer({
      minimum: 0,
      maximum: 2,
      description:
        "Checkers the seat to move may still take off its head this turn (two on a first 6-6, 4-4 or 3-3).",
    }),
    played: Type.Array(PlayedStep, {
      description: "The steps of the turn being played, oldest first; `undo` takes back the last.",
    }),
    last_turn: Type.Union(
      [
        Type.Object({ seat: SeatIndex, steps: Type.Array(PlayedStep) }, { additionalProperties: false }),
        Type.Null(),
      ],
      { description: "The last confirmed turn." },
    ),
    opening: Type.Array(DieFace, {
      minItems: 2,
      maxItems: 2,
      description: "The opening roll, one die per seat in seat order: the higher moved first.",
    }),
    result: Type.Union(
      [
        Type.Object(
          {
            winner: SeatIndex,
            points: Type.Integer({ minimum: 1, maximum: 2 }),
            mars: Type.Boolean({ description: "The loser had borne off none: the win counts double." }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: "Once the game is over: who won and how many points." },
    ),
  },
  {
    additionalProperties: false,
    description:
      "long-nardy: 24 points; index 0 is the first seat's point 1. Both seats move the same way from their heads (the first seat's 24, the second's at index 11) to bear off past their point 1.",
  },
);
export type LongNardyBoard = BoardType<typeof LongNardyBoardSchema>;
