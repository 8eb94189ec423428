import { type GameWords, gameWords, withKit } from "../game-words.ts";
import { DICE_WORDS, type DiceWords } from "../kit/dice-words.ts";

/** Snakes and ladders' words, beside the dice words. */
export interface SnakesAndLaddersWords extends DiceWords {
  readonly start: string;
  readonly square: (n: number) => string;
  /** Captions: where a seat stands. */
  readonly seatPosition: (name: string, where: string) => string;
}

/** Snakes and ladders' words, from locales/<tag>/games/snakes-and-ladders.ftl and the dice kit's. */
export const SNAKES_AND_LADDERS_WORDS: GameWords<SnakesAndLaddersWords> = withKit(
  DICE_WORDS,
  gameWords(
    "games/snakes-and-ladders",
    {
      "snakes-and-ladders-start": [],
      "snakes-and-ladders-square": ["n"],
      "kit-seat-position": ["name", "position"],
    },
    (say) => ({
      start: say("snakes-and-ladders-start"),
      square: (n: number) => say("snakes-and-ladders-square", { n }),
      seatPosition: (name: string, position: string) => say("kit-seat-position", { name, position }),
    }),
  ),
);
