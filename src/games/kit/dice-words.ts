import type { InEveryLanguage } from "../languages.ts";

/** The words every dice game shares, on its image, its chat buttons and its web board. */
export interface DiceWords {
  /** Image: before the first roll. */
  readonly noRoll: string;
  /** Image: above the last die. */
  readonly lastRoll: string;
  /** Image: under a kept die. */
  readonly heldMark: string;
  /** Chat: the roll button. */
  readonly rollButton: string;
  /** Chat: the pass button. */
  readonly passButton: string;
  /** Web: the roll button. */
  readonly roll: string;
  /** Web: a kept die, for screen readers. */
  readonly held: string;
  /** Web: a die, for screen readers. */
  readonly die: (n: number, value: number | string) => string;
  /** Web: under the die. */
  readonly lastRollIs: (value: number) => string;
}

/** The dice words in English and German. */
export const DICE_WORDS: InEveryLanguage<DiceWords> = {
  en: {
    noRoll: "No roll yet",
    lastRoll: "Last roll",
    heldMark: "HELD",
    rollButton: "🎲 Roll",
    passButton: "⏭ Pass",
    roll: "Roll",
    held: "held",
    die: (n, value) => `Die ${n}: ${value}`,
    lastRollIs: (value) => `Last roll: ${value}`,
  },
  de: {
    noRoll: "Noch nicht gewürfelt",
    lastRoll: "Letzter Wurf",
    heldMark: "BEHALTEN",
    rollButton: "🎲 Würfeln",
    passButton: "⏭ Passen",
    roll: "Würfeln",
    held: "gehalten",
    die: (n, value) => `Würfel ${n}: ${value}`,
    lastRollIs: (value) => `Letzter Wurf: ${value}`,
  },
};
