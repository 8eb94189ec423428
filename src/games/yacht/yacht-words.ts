import { DICE_WORDS, type DiceWords } from "../kit/dice-words.ts";
import type { InEveryLanguage } from "../languages.ts";
import { YACHT_CATEGORIES } from "./yacht-categories.ts";

/** Scorecard rows in table order: upper section, its bonus, lower section, total. */
export const YACHT_ROWS = [
  ...YACHT_CATEGORIES.slice(0, 6),
  "bonus",
  ...YACHT_CATEGORIES.slice(6),
  "total",
] as const;
/** One scorecard row key. */
export type YachtRow = (typeof YACHT_ROWS)[number];

/** Yacht's words, beside the dice words. */
export interface YachtWords extends DiceWords {
  /** Scorecard rows, as the image, the buttons and the web board name them. */
  readonly rows: Readonly<Record<YachtRow, string>>;
  readonly rollsLeft: (count: number) => string;
  readonly rollLeftButton: (count: number) => string;
  readonly stopButton: string;
  readonly stopRolling: string;
  readonly category: string;
}

/** Yacht in English and German. */
export const YACHT_WORDS: InEveryLanguage<YachtWords> = {
  en: {
    ...DICE_WORDS.en,
    rows: {
      ones: "Ones",
      twos: "Twos",
      threes: "Threes",
      fours: "Fours",
      fives: "Fives",
      sixes: "Sixes",
      bonus: "Bonus (63+)",
      three_of_a_kind: "3 of a kind",
      four_of_a_kind: "4 of a kind",
      full_house: "Full house",
      small_straight: "Sm. straight",
      large_straight: "Lg. straight",
      yacht: "Yacht",
      chance: "Chance",
      total: "Total",
    },
    rollsLeft: (count) => `Rolls left: ${count}`,
    rollLeftButton: (count) => `🎲 Roll (${count} left)`,
    stopButton: "✋ Stop rolling",
    stopRolling: "Stop rolling",
    category: "Category",
  },
  de: {
    ...DICE_WORDS.de,
    rows: {
      ones: "Einser",
      twos: "Zweier",
      threes: "Dreier",
      fours: "Vierer",
      fives: "Fünfer",
      sixes: "Sechser",
      bonus: "Bonus (63+)",
      three_of_a_kind: "Dreierpasch",
      four_of_a_kind: "Viererpasch",
      full_house: "Full House",
      small_straight: "Kl. Straße",
      large_straight: "Gr. Straße",
      yacht: "Kniffel",
      chance: "Chance",
      total: "Summe",
    },
    rollsLeft: (count) => `Würfe übrig: ${count}`,
    rollLeftButton: (count) => `🎲 Würfeln (noch ${count})`,
    stopButton: "✋ Nicht mehr würfeln",
    stopRolling: "Nicht mehr würfeln",
    category: "Kategorie",
  },
};
