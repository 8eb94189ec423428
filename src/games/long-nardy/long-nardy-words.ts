import { type GameWords, gameWords, withKit } from "../game-words.ts";
import { POINTS_WORDS, type PointsWords } from "../kit/points-words.ts";

/** Where a checker goes, as payloads name it: a board point 1..24 or "off". */
type Target = number | "off";

/** Long nardy's words, beside the 24-point board's. */
export interface LongNardyWords extends PointsWords {
  /** Chat and web: one checker's step, in the board's numbers as the image labels them. */
  readonly moveButton: (from: number, to: Target) => string;
  readonly undoButton: string;
  readonly confirmButton: string;
  /** Chat status and web hint: the dice still to play, or that none can be. */
  readonly toMove: (left: readonly number[]) => string;
  readonly turnDone: string;
  readonly noMove: string;
  /** Chat status: the opening roll that chose who starts. */
  readonly opening: (first: number, second: number) => string;
  /** How the game ended: one point, or two for a mars. */
  readonly result: (points: number, mars: boolean) => string;
}

/** Long nardy's words, from locales/<tag>/games/long-nardy.ftl and the 24-point board's. */
export const LONG_NARDY_WORDS: GameWords<LongNardyWords> = withKit(
  POINTS_WORDS,
  gameWords(
    "games/long-nardy",
    {
      "long-nardy-move-button": ["from", "to"],
      "long-nardy-off": [],
      "long-nardy-undo-button": [],
      "long-nardy-confirm-button": [],
      "long-nardy-to-move": ["dice"],
      "long-nardy-turn-done": [],
      "long-nardy-no-move": [],
      "long-nardy-opening": ["first", "second"],
      "long-nardy-result": ["points", "mars"],
    },
    (say) => ({
      moveButton: (from: number, to: Target) =>
        say("long-nardy-move-button", { from, to: to === "off" ? say("long-nardy-off") : to }),
      undoButton: say("long-nardy-undo-button"),
      confirmButton: say("long-nardy-confirm-button"),
      toMove: (left: readonly number[]) => say("long-nardy-to-move", { dice: say.list(left) }),
      turnDone: say("long-nardy-turn-done"),
      noMove: say("long-nardy-no-move"),
      opening: (first: number, second: number) => say("long-nardy-opening", { first, second }),
      result: (points: number, mars: boolean) =>
        say("long-nardy-result", { points, mars: mars ? "yes" : "no" }),
    }),
  ),
);
