import { DICE_WORDS, type DiceWords } from "../kit/dice-words.ts";
import type { InEveryLanguage } from "../languages.ts";

/** Pig's words, beside the dice words. */
export interface PigWords extends DiceWords {
  readonly firstTo: (target: number) => string;
  readonly turnTotal: string;
  readonly playersTurnTotal: (name: string) => string;
  readonly thisTurn: (points: number) => string;
  readonly bank: string;
  readonly bankButton: (points: number) => string;
}

/** Pig in English and German. */
export const PIG_WORDS: InEveryLanguage<PigWords> = {
  en: {
    ...DICE_WORDS.en,
    firstTo: (target) => `First to ${target} wins`,
    turnTotal: "Turn total",
    playersTurnTotal: (name) => `${name}'s turn total`,
    thisTurn: (points) => `This turn: ${points}`,
    bank: "Bank",
    bankButton: (points) => `✋ Bank ${points}`,
  },
  de: {
    ...DICE_WORDS.de,
    firstTo: (target) => `Wer zuerst ${target} hat, gewinnt`,
    turnTotal: "Punkte im Zug",
    playersTurnTotal: (name) => `${name}: Punkte im Zug`,
    thisTurn: (points) => `Dieser Zug: ${points}`,
    bank: "Sichern",
    bankButton: (points) => `✋ ${points} sichern`,
  },
};
