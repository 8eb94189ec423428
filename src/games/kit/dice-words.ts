import { type GameWords, gameWords } from "../game-words.ts";

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
  /** Web and captions: under the die. */
  readonly lastRollIs: (value: number) => string;
  /** Items as the language lists them. */
  readonly list: (items: readonly (string | number)[]) => string;
}

/** The dice words, from locales/<tag>/games/kit-dice.ftl. */
export const DICE_WORDS: GameWords<DiceWords> = gameWords(
  "games/kit-dice",
  {
    "dice-no-roll": [],
    "dice-last-roll": [],
    "dice-held-mark": [],
    "dice-roll-button": [],
    "dice-pass-button": [],
    "dice-roll": [],
    "dice-held": [],
    "dice-die": ["n", "value"],
    "dice-last-roll-is": ["value"],
  },
  (say) => ({
    noRoll: say("dice-no-roll"),
    lastRoll: say("dice-last-roll"),
    heldMark: say("dice-held-mark"),
    rollButton: say("dice-roll-button"),
    passButton: say("dice-pass-button"),
    roll: say("dice-roll"),
    held: say("dice-held"),
    die: (n, value) => say("dice-die", { n, value }),
    lastRollIs: (value) => say("dice-last-roll-is", { value }),
    list: (items) => say.list(items),
  }),
);
