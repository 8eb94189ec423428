import { Type } from "typebox";
import type { BoardType } from "../kit/board-schemas.ts";
import { YACHT_CATEGORIES, type YachtCategory } from "./yacht-categories.ts";

/** Points per scorecard box; an absent box is still open. */
const Categories = Type.Unsafe<Readonly<Partial<Record<YachtCategory, number>>>>(
  Type.Object(
    Object.fromEntries(YACHT_CATEGORIES.map((c) => [c, Type.Optional(Type.Integer({ minimum: 0 }))])),
    { additionalProperties: false },
  ),
);

/** Five dice (0 = not rolled yet this turn), held marks, scorecards per seat. */
export const YachtBoardSchema = Type.Object(
  {
    kind: Type.Literal("yacht"),
    dice: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), {
      minItems: 5,
      maxItems: 5,
      description: "0 = not rolled yet this turn.",
    }),
    held: Type.Array(Type.Boolean(), { minItems: 5, maxItems: 5 }),
    rolls_left: Type.Integer({ minimum: 0, maximum: 3 }),
    scorecards: Type.Array(Categories, { description: "Scored boxes per seat; absent = still open." }),
    potential: {
      ...Categories,
      description: "What each open box would score with these dice, for the mover.",
    },
  },
  { additionalProperties: false, description: "yacht: five dice and scorecards." },
);
export type YachtBoard = BoardType<typeof YachtBoardSchema>;
