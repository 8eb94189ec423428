import { type GameWords, gameWords, withKit } from "../game-words.ts";
import { DICE_WORDS, type DiceWords } from "../kit/dice-words.ts";

/** Pig's words, beside the dice words. */
export interface PigWords extends DiceWords {
  readonly firstTo: (target: number) => string;
  readonly turnTotal: string;
  readonly playersTurnTotal: (name: string) => string;
  readonly thisTurn: (points: number) => string;
  readonly bank: string;
  readonly bankButton: (points: number) => string;
}

/** Pig's words, from locales/<tag>/games/pig.ftl and the dice kit's. */
export const PIG_WORDS: GameWords<PigWords> = withKit(
  DICE_WORDS,
  gameWords(
    "games/pig",
    {
      "pig-first-to": ["target"],
      "pig-turn-total": [],
      "pig-players-turn-total": ["name"],
      "pig-this-turn": ["points"],
      "pig-bank": [],
      "pig-bank-button": ["points"],
    },
    (say) => ({
      firstTo: (target: number) => say("pig-first-to", { target }),
      turnTotal: say("pig-turn-total"),
      playersTurnTotal: (name: string) => say("pig-players-turn-total", { name }),
      thisTurn: (points: number) => say("pig-this-turn", { points }),
      bank: say("pig-bank"),
      bankButton: (points: number) => say("pig-bank-button", { points }),
    }),
  ),
);
