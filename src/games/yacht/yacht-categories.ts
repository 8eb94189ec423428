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
