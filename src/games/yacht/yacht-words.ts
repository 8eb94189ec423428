import { type GameWords, gameWords, withKit } from "../game-words.ts";
import { DICE_WORDS, type DiceWords } from "../kit/dice-words.ts";
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
  /** Captions: the dice, and those kept for the next roll. */
  readonly dice: (dice: readonly number[], held: readonly number[]) => string;
}

/** Yacht's words, from locales/<tag>/games/yacht.ftl and the dice kit's. */
export const YACHT_WORDS: GameWords<YachtWords> = withKit(
  DICE_WORDS,
  gameWords(
    "games/yacht",
    {
      "yacht-ones": [],
      "yacht-twos": [],
      "yacht-threes": [],
      "yacht-fours": [],
      "yacht-fives": [],
      "yacht-sixes": [],
      "yacht-bonus": [],
      "yacht-three-of-a-kind": [],
      "yacht-four-of-a-kind": [],
      "yacht-full-house": [],
      "yacht-small-straight": [],
      "yacht-large-straight": [],
      "yacht-yacht": [],
      "yacht-chance": [],
      "yacht-total": [],
      "yacht-rolls-left": ["count"],
      "yacht-roll-left-button": ["count"],
      "yacht-stop-button": [],
      "yacht-stop-rolling": [],
      "yacht-category": [],
      "yacht-dice": ["dice"],
      "yacht-dice-held": ["dice", "held"],
    },
    (say) => ({
      rows: {
        ones: say("yacht-ones"),
        twos: say("yacht-twos"),
        threes: say("yacht-threes"),
        fours: say("yacht-fours"),
        fives: say("yacht-fives"),
        sixes: say("yacht-sixes"),
        bonus: say("yacht-bonus"),
        three_of_a_kind: say("yacht-three-of-a-kind"),
        four_of_a_kind: say("yacht-four-of-a-kind"),
        full_house: say("yacht-full-house"),
        small_straight: say("yacht-small-straight"),
        large_straight: say("yacht-large-straight"),
        yacht: say("yacht-yacht"),
        chance: say("yacht-chance"),
        total: say("yacht-total"),
      },
      rollsLeft: (count: number) => say("yacht-rolls-left", { count }),
      rollLeftButton: (count: number) => say("yacht-roll-left-button", { count }),
      stopButton: say("yacht-stop-button"),
      stopRolling: say("yacht-stop-rolling"),
      category: say("yacht-category"),
      dice: (dice: readonly number[], held: readonly number[]) =>
        held.length > 0
          ? say("yacht-dice-held", { dice: say.list(dice), held: say.list(held) })
          : say("yacht-dice", { dice: say.list(dice) }),
    }),
  ),
);
