import { Type } from "typebox";
import { type BoardType, LastRoll, SeatIndex } from "../kit/board-schemas.ts";

/**
 * A token's progress from its seat's start square: -1 in the yard, 0..50 on
 * the shared loop, 51..55 in the seat's home column, 56 home.
 */
const Progress = Type.Integer({ minimum: -1, maximum: 56 });

/** The last token moved, for highlighting and captions. */
const LastMove = Type.Object(
  {
    seat: SeatIndex,
    token: Type.Integer({ minimum: 0, maximum: 3 }),
    from: Progress,
    to: Progress,
    captured: Type.Integer({ minimum: 0, description: "Opponent tokens sent back to their yard." }),
  },
  { additionalProperties: false },
);

/** What one movable token would do with the roll waiting to be spent. */
const TokenMove = Type.Object(
  {
    token: Type.Integer({ minimum: 0, maximum: 3 }),
    from: Progress,
    to: Progress,
    captures: Type.Integer({ minimum: 0, description: "Opponent tokens this move would send home." }),
  },
  { additionalProperties: false },
);

/** A Ludo board: a 52-square loop, a 5-square home column per seat, four tokens each. */
export const LudoBoardSchema = Type.Object(
  {
    kind: Type.Literal("ludo"),
    starts: Type.Array(Type.Integer({ minimum: 0, maximum: 51 }), {
      description:
        "Per seat, the loop square (0..51) its tokens enter on; loop square of progress p is (start + p) mod 52.",
    }),
    tokens: Type.Array(Type.Array(Progress, { minItems: 4, maxItems: 4 }), {
      description: "Per seat, each token's progress: -1 yard, 0..50 loop, 51..55 home column, 56 home.",
    }),
    safe: Type.Array(Type.Integer({ minimum: 0, maximum: 51 }), {
      description: "Loop squares where no token can be captured: the four start squares and four stars.",
    }),
    phase: Type.Union([Type.Literal("roll"), Type.Literal("move")], {
      description: "roll: the seat to move rolls next; move: it picks a token for `last_roll`.",
    }),
    last_roll: LastRoll,
    sixes: Type.Integer({
      minimum: 0,
      maximum: 2,
      description: "Sixes in a row this turn; a third ends it.",
    }),
    moves: Type.Array(TokenMove, {
      description: "In the move phase, what each token the mover may choose would do; empty otherwise.",
    }),
    last_move: Type.Union([LastMove, Type.Null()]),
  },
  { additionalProperties: false, description: "ludo: four tokens per seat race round a 52-square loop." },
);
export type LudoBoard = BoardType<typeof LudoBoardSchema>;
