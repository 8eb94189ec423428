import { type GameWords, gameWords, withKit } from "../game-words.ts";
import { POINTS_WORDS, type PointsWords } from "../kit/points-words.ts";

/** A place a checker moves from or to, as payloads name it: a point 1..24, "bar" or "off". */
type Place = number | string;

/** Backgammon's words, beside the 24-point board's. */
export interface BackgammonWords extends PointsWords {
  /** Chat and web: a checker move, from and to in the board's numbering. */
  readonly moveButton: (from: Place, to: Place) => string;
  readonly rollButton: string;
  readonly doubleButton: (value: number) => string;
  readonly takeButton: string;
  readonly dropButton: string;
  readonly undoButton: string;
  readonly confirmButton: string;
  /** Chat status and web hint: what the side to act is waiting on. */
  readonly toRoll: string;
  readonly toMove: (left: readonly number[]) => string;
  readonly noMove: string;
  readonly doubled: (value: number) => string;
  /** Image and web: the cube, and the match. */
  readonly cube: (value: number) => string;
  readonly crawford: string;
  readonly matchTo: (to: number, score: readonly number[]) => string;
  /** How a finished game counts. */
  readonly result: (kind: string, points: number) => string;
}

/** Backgammon's words, from locales/<tag>/games/backgammon.ftl and the 24-point board's; moves read as players write them, 13/7. */
export const BACKGAMMON_WORDS: GameWords<BackgammonWords> = withKit(
  POINTS_WORDS,
  gameWords(
    "games/backgammon",
    {
      "backgammon-move-button": ["from", "to"],
      "backgammon-bar": [],
      "backgammon-off": [],
      "backgammon-roll-button": [],
      "backgammon-double-button": ["value"],
      "backgammon-take-button": [],
      "backgammon-drop-button": [],
      "backgammon-undo-button": [],
      "backgammon-confirm-button": [],
      "backgammon-to-roll": [],
      "backgammon-to-move": ["dice"],
      "backgammon-no-move": [],
      "backgammon-doubled": ["value"],
      "backgammon-cube": ["value"],
      "backgammon-crawford": [],
      "backgammon-match-to": ["to", "score"],
      "backgammon-result": ["kind", "points"],
    },
    (say) => {
      const place = (where: Place) =>
        where === "bar" ? say("backgammon-bar") : where === "off" ? say("backgammon-off") : where;
      return {
        moveButton: (from: Place, to: Place) =>
          say("backgammon-move-button", { from: place(from), to: place(to) }),
        rollButton: say("backgammon-roll-button"),
        doubleButton: (value: number) => say("backgammon-double-button", { value }),
        takeButton: say("backgammon-take-button"),
        dropButton: say("backgammon-drop-button"),
        undoButton: say("backgammon-undo-button"),
        confirmButton: say("backgammon-confirm-button"),
        toRoll: say("backgammon-to-roll"),
        toMove: (left: readonly number[]) => say("backgammon-to-move", { dice: say.list(left) }),
        noMove: say("backgammon-no-move"),
        doubled: (value: number) => say("backgammon-doubled", { value }),
        cube: (value: number) => say("backgammon-cube", { value }),
        crawford: say("backgammon-crawford"),
        matchTo: (to: number, score: readonly number[]) =>
          say("backgammon-match-to", { to, score: score.join("–") }),
        result: (kind: string, points: number) => say("backgammon-result", { kind, points }),
      };
    },
  ),
);
