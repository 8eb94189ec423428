import { Type } from "typebox";
import { type BoardType, SeatIndex } from "../kit/board-schemas.ts";

/** A rows×cols grid: `cells[i]` is the seat index that marked cell i (row-major), or null. */
export const GridBoardSchema = Type.Object(
  {
    kind: Type.Literal("grid"),
    rows: Type.Integer({ minimum: 1 }),
    cols: Type.Integer({ minimum: 1 }),
    cells: Type.Array(Type.Union([SeatIndex, Type.Null()]), {
      description: "Row-major; the seat that marked each cell, or null.",
    }),
    last_cell: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    winning_line: Type.Union([Type.Array(Type.Integer({ minimum: 0 })), Type.Null()], {
      description: "The cells of the winning line once someone has one.",
    }),
  },
  { additionalProperties: false, description: "tic-tac-toe: a rows×cols grid." },
);
export type GridBoard = BoardType<typeof GridBoardSchema>;
