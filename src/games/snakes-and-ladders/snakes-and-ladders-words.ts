import { DICE_WORDS, type DiceWords } from "../kit/dice-words.ts";
import type { InEveryLanguage } from "../languages.ts";

/** Snakes and ladders' words, beside the dice words. */
export interface SnakesAndLaddersWords extends DiceWords {
  readonly start: string;
  readonly square: (n: number) => string;
}

/** Snakes and ladders in English and German. */
export const SNAKES_AND_LADDERS_WORDS: InEveryLanguage<SnakesAndLaddersWords> = {
  en: { ...DICE_WORDS.en, start: "Start", square: (n) => `Square ${n}` },
  de: { ...DICE_WORDS.de, start: "Start", square: (n) => `Feld ${n}` },
};
