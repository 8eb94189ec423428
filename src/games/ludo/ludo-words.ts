import { DICE_WORDS, type DiceWords } from "../kit/dice-words.ts";
import type { InEveryLanguage } from "../languages.ts";
import type { LudoBoard } from "./ludo-board.ts";

/** One movable token and what the waiting roll would do with it. */
type TokenMove = LudoBoard["moves"][number];

/** Ludo's words, beside the dice words. */
export interface LudoWords extends DiceWords {
  /** A token by its 1-based number. */
  readonly token: (n: number) => string;
  /** Where a token is: yard, loop square, home column or home (progress as on the board). */
  readonly place: (progress: number) => string;
  /** Chat and web: the button that moves a token (1-based on the button, as on the image). */
  readonly moveButton: (move: TokenMove) => string;
  /** Chat status and web hint: the roll waiting for a token. */
  readonly pickToken: (die: number) => string;
  /** Chat status and web hint: a six was rolled, so the same seat rolls again. */
  readonly rollAgain: string;
  /** Image and web: the yard and home areas. */
  readonly yard: string;
  readonly home: string;
}

/** A move as a button reads: the token's number, then out, home or the squares it goes, and ⚔ for a capture. */
function moveText(move: TokenMove, out: string): string {
  const where = move.from < 0 ? out : move.to >= 56 ? "🏠" : `+${move.to - move.from}`;
  return `${move.token + 1} ➜ ${where}${move.captures > 0 ? " ⚔" : ""}`;
}

/** Ludo in English and German; progress 0..50 reads as squares 1..51 from the seat's start. */
export const LUDO_WORDS: InEveryLanguage<LudoWords> = {
  en: {
    ...DICE_WORDS.en,
    token: (n) => `Token ${n}`,
    place: (p) => (p < 0 ? "yard" : p >= 56 ? "home" : p > 50 ? `home column ${p - 50}` : `square ${p + 1}`),
    moveButton: (move) => moveText(move, "out"),
    pickToken: (die) => `Rolled ${die}: pick a token`,
    rollAgain: "Six! Roll again",
    yard: "Yard",
    home: "Home",
  },
  de: {
    ...DICE_WORDS.de,
    token: (n) => `Figur ${n}`,
    place: (p) => (p < 0 ? "Haus" : p >= 56 ? "Ziel" : p > 50 ? `Zielfeld ${p - 50}` : `Feld ${p + 1}`),
    moveButton: (move) => moveText(move, "raus"),
    pickToken: (die) => `${die} gewürfelt: Figur wählen`,
    rollAgain: "Sechs! Noch einmal würfeln",
    yard: "Haus",
    home: "Ziel",
  },
};
