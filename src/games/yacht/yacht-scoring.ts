import { YACHT_CATEGORIES, type YachtCategory } from "./yacht-categories.ts";

/** Upper-section total that earns the bonus. */
const UPPER_BONUS_THRESHOLD = 63;
/** Bonus for reaching the threshold with ones..sixes. */
const UPPER_BONUS = 35;

// Bit f is set when face f shows; straights are then one mask comparison.
const SMALL_STRAIGHTS = [0b0011110, 0b0111100, 0b1111000];
const LARGE_STRAIGHTS = [0b0111110, 0b1111100];

/** What five rolled dice (faces 1..6) score in `category`. */
export function scoreCategory(category: YachtCategory, dice: readonly number[]): number {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  let sum = 0;
  let mask = 0;
  for (const die of dice) {
    counts[die] = (counts[die] ?? 0) + 1;
    sum += die;
    mask |= 1 << die;
  }
  const most = Math.max(...counts);
  switch (category) {
    case "ones":
    case "twos":
    case "threes":
    case "fours":
    case "fives":
    case "sixes": {
      const face = YACHT_CATEGORIES.indexOf(category) + 1;
      return (counts[face] ?? 0) * face;
    }
    case "three_of_a_kind":
      return most >= 3 ? sum : 0;
    case "four_of_a_kind":
      return most >= 4 ? sum : 0;
    case "full_house":
      return counts.includes(3) && counts.includes(2) ? 25 : 0;
    case "small_straight":
      return SMALL_STRAIGHTS.some((run) => (mask & run) === run) ? 30 : 0;
    case "large_straight":
      return LARGE_STRAIGHTS.includes(mask) ? 40 : 0;
    case "yacht":
      return most === 5 ? 50 : 0;
    case "chance":
      return sum;
  }
}

/** A scorecard's total: every filled box plus the upper bonus once ones..sixes reach 63. */
export function cardTotal(card: readonly (number | null)[]): number {
  let upper = 0;
  let lower = 0;
  card.forEach((points, i) => {
    if (i < 6) upper += points ?? 0;
    else lower += points ?? 0;
  });
  return upper + lower + (upper >= UPPER_BONUS_THRESHOLD ? UPPER_BONUS : 0);
}
