import { Type } from "typebox";
import { type BoardType, DieFace, SeatIndex } from "../kit/board-schemas.ts";

/** A pair per seat, in seat order. */
const PerSeat = (description: string) =>
  Type.Array(Type.Integer({ minimum: 0 }), { minItems: 2, maxItems: 2, description });

/** Where a checker moved from: a point 1..24 in the board's numbering, or "bar". */
const FromPlace = Type.Union([Type.Integer({ minimum: 1, maximum: 24 }), Type.Literal("bar")]);
/** Where a checker moved to: a point 1..24, or "off". */
const ToPlace = Type.Union([Type.Integer({ minimum: 1, maximum: 24 }), Type.Literal("off")]);

/** One checker moved by one die. */
const CheckerMoveSchema = Type.Object(
  {
    from: FromPlace,
    to: ToPlace,
    die: DieFace,
    hit: Type.Boolean({ description: "Whether it sent an opposing blot to the bar." }),
  },
  { additionalProperties: false },
);

/** A backgammon board: the pinned layout (docs/games.md#backgammon) plus the turn being built. */
export const BackgammonBoardSchema = Type.Object(
  {
    kind: Type.Literal("backgammon"),
    points: Type.Array(Type.Integer({ minimum: -15, maximum: 15 }), {
      minItems: 24,
      maxItems: 24,
      description:
        "Index 0 is point 1 of the first seat (its home board is points 1-6, the second seat's 19-24); positive counts are the first seat's checkers, negative the second's.",
    }),
    bar: PerSeat("Checkers on the bar, per seat."),
    off: PerSeat("Checkers borne off, per seat; 15 ends the game."),
    dice: Type.Union([Type.Array(DieFace, { minItems: 2, maxItems: 2 }), Type.Null()], {
      description:
        "The roll being played; null before the mover rolls. The opening roll shows the first seat's die, then the second's.",
    }),
    moves_left: Type.Array(DieFace, {
      description: "Dice still to play this turn; a double plays four times.",
    }),
    cube: Type.Union(
      [
        Type.Object(
          {
            value: Type.Integer({ minimum: 1 }),
            owner: Type.Union([SeatIndex, Type.Null()], {
              description: "Who may double next; null: either.",
            }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: "The doubling cube; null in the Crawford game, which is played without it." },
    ),
    match: Type.Union(
      [
        Type.Object(
          {
            to: Type.Integer({ minimum: 1 }),
            score: PerSeat("Match points per seat, this game's included once it is over."),
            crawford: Type.Boolean({ description: "This is the Crawford game: no doubling." }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: "The match this game belongs to; null for money play." },
    ),
    phase: Type.Union(
      [Type.Literal("roll"), Type.Literal("move"), Type.Literal("doubled"), Type.Literal("over")],
      {
        description:
          "roll: the mover may double or roll; move: it plays its dice; doubled: the other seat takes or drops; over.",
      },
    ),
    pips: PerSeat("Pip count per seat: how far its checkers still have to go."),
    played: Type.Array(CheckerMoveSchema, {
      description: "This turn's checker moves so far; undo takes back the last.",
    }),
    last_turn: Type.Union([
      Type.Object(
        {
          seat: SeatIndex,
          dice: Type.Array(DieFace),
          moves: Type.Array(CheckerMoveSchema),
        },
        { additionalProperties: false, description: "The last confirmed turn." },
      ),
      Type.Null(),
    ]),
    result: Type.Union([
      Type.Object(
        {
          winner: SeatIndex,
          kind: Type.Union([
            Type.Literal("single"),
            Type.Literal("gammon"),
            Type.Literal("backgammon"),
            Type.Literal("dropped"),
          ]),
          points: Type.Integer({ minimum: 1, description: "Points won: the cube's value times 1, 2 or 3." }),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  {
    additionalProperties: false,
    description:
      "backgammon: 15 checkers per seat on 24 points, with the bar, bearing off and the doubling cube.",
  },
);
export type BackgammonBoard = BoardType<typeof BackgammonBoardSchema>;
