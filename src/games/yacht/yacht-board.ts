/** The thirteen scorecard boxes, in scorecard order: the upper six first. */
export const YACHT_CATEGORIES = [
  "ones",
  "twos",
  "threes",
  "fours",
  "fives",
  "sixes",
  "three_of_a_kind",
  "four_of_a_kind",
  "full_house",
  "small_straight",
  "large_straight",
  "yacht",
  "chance",
] as const;
export type YachtCategory = (typeof YACHT_CATEGORIES)[number];

/** Five dice (0 = not rolled yet this turn), held marks, scorecards per seat. */
export interface YachtBoard {
  readonly kind: "yacht";
  readonly dice: readonly number[];
  readonly held: readonly boolean[];
  readonly rolls_left: number;
  readonly scorecards: readonly Readonly<Partial<Record<YachtCategory, number>>>[];
  /** What each open category would score with the current dice, for the seat to move. */
  readonly potential: Readonly<Partial<Record<YachtCategory, number>>>;
}
