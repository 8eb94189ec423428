import { Type } from "typebox";
import { type BoardType, DieFace, SeatIndex } from "../kit/board-schemas.ts";

const BidSchema = Type.Object(
  {
    seat: SeatIndex,
    count: Type.Integer({ minimum: 1 }),
    face: DieFace,
  },
  {
    additionalProperties: false,
    description: '"At least `count` dice show `face`" (choice "<count>x<face>").',
  },
);

const RevealSchema = Type.Object(
  {
    round: Type.Integer({ minimum: 1 }),
    cups: Type.Array(Type.Array(DieFace), { description: "Every cup of that round, per seat." }),
    bid: BidSchema,
    caller: SeatIndex,
    counted: Type.Integer({ minimum: 0, description: "Dice that backed the bid." }),
    loser: SeatIndex,
  },
  { additionalProperties: false, description: "The last called round, every cup shown." },
);

/**
 * What one viewer sees of a liar's dice table: everyone's dice counts, the
 * round's bids, the last called round, and only the viewer's own cup.
 */
export const LiarsDiceBoardSchema = Type.Object(
  {
    kind: Type.Literal("liars-dice"),
    round: Type.Integer({ minimum: 1 }),
    dice_counts: Type.Array(Type.Integer({ minimum: 0, maximum: 5 }), { description: "Dice left per seat." }),
    viewer_seat: Type.Union([SeatIndex, Type.Null()], {
      description: "The viewer's seat, or null for a spectator.",
    }),
    my_dice: Type.Array(DieFace, {
      maxItems: 5,
      description: "The viewer's own dice this round; empty for spectators and seats out of dice.",
    }),
    bids: Type.Array(BidSchema, { description: "This round's bids, in order; the last one stands." }),
    last_round: Type.Union([RevealSchema, Type.Null()]),
  },
  {
    additionalProperties: false,
    description: "liars-dice: dice counts, bids, the viewer's own cup and the last revealed round.",
  },
);
export type LiarsDiceBoard = BoardType<typeof LiarsDiceBoardSchema>;
