import { POINTS_WORDS, type PointsWords } from "../kit/points-words.ts";
import type { InEveryLanguage } from "../languages.ts";

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

/** How a place reads on a button: points by number, the bar and the tray by a sign. */
function place(where: Place): string {
  if (where === "bar") return "bar";
  return where === "off" ? "off" : String(where);
}

/** Backgammon in English and German; moves read as players write them, 13/7. */
export const BACKGAMMON_WORDS: InEveryLanguage<BackgammonWords> = {
  en: {
    ...POINTS_WORDS.en,
    moveButton: (from, to) => `${place(from)}/${place(to)}`,
    rollButton: "🎲 Roll",
    doubleButton: (value) => `⬆ Double to ${value}`,
    takeButton: "✅ Take",
    dropButton: "🏳 Drop",
    undoButton: "↩ Undo",
    confirmButton: "✔ Done",
    toRoll: "Roll, or double first",
    toMove: (left) => `To play: ${left.join(", ")}`,
    noMove: "No legal move: press Done",
    doubled: (value) => `Doubled to ${value}: take or drop?`,
    cube: (value) => `Cube ${value}`,
    crawford: "Crawford game: no doubling",
    matchTo: (to, score) => `Match to ${to}: ${score.join("–")}`,
    result: (kind, points) =>
      `${{ single: "Single game", gammon: "Gammon", backgammon: "Backgammon", dropped: "Double dropped" }[kind] ?? kind}: ${points} ${points === 1 ? "point" : "points"}`,
  },
  de: {
    ...POINTS_WORDS.de,
    moveButton: (from, to) => `${place(from)}/${place(to)}`,
    rollButton: "🎲 Würfeln",
    doubleButton: (value) => `⬆ Doppeln auf ${value}`,
    takeButton: "✅ Annehmen",
    dropButton: "🏳 Aufgeben",
    undoButton: "↩ Zurück",
    confirmButton: "✔ Fertig",
    toRoll: "Würfeln, oder vorher doppeln",
    toMove: (left) => `Zu ziehen: ${left.join(", ")}`,
    noMove: "Kein Zug möglich: Fertig drücken",
    doubled: (value) => `Auf ${value} gedoppelt: annehmen oder aufgeben?`,
    cube: (value) => `Doppler ${value}`,
    crawford: "Crawford-Spiel: kein Doppeln",
    matchTo: (to, score) => `Match bis ${to}: ${score.join("–")}`,
    result: (kind, points) =>
      `${{ single: "Einfacher Sieg", gammon: "Gammon", backgammon: "Backgammon", dropped: "Doppel abgelehnt" }[kind] ?? kind}: ${points} ${points === 1 ? "Punkt" : "Punkte"}`,
  },
};
