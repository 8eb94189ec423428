import { POINTS_WORDS, type PointsWords } from "../kit/points-words.ts";
import type { InEveryLanguage } from "../languages.ts";

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

/** A target as a button reads it. */
const target = (to: Target, off: string) => (to === "off" ? off : String(to));

/** Long nardy in English and German ("Lange Narde"). */
export const LONG_NARDY_WORDS: InEveryLanguage<LongNardyWords> = {
  en: {
    ...POINTS_WORDS.en,
    moveButton: (from, to) => `${from} → ${target(to, "off")}`,
    undoButton: "↩ Undo",
    confirmButton: "✔ Done",
    toMove: (left) => `To play: ${left.join(", ")}`,
    turnDone: "Dice played: press Done, or undo",
    noMove: "No legal move: press Done",
    opening: (first, second) => `Opening roll ${first}–${second}`,
    result: (points, mars) => (mars ? `Mars! ${points} points` : `${points} point`),
  },
  de: {
    ...POINTS_WORDS.de,
    moveButton: (from, to) => `${from} → ${target(to, "raus")}`,
    undoButton: "↩ Zurück",
    confirmButton: "✔ Fertig",
    toMove: (left) => `Zu ziehen: ${left.join(", ")}`,
    turnDone: "Alle Würfel gezogen: Fertig drücken oder zurücknehmen",
    noMove: "Kein Zug möglich: Fertig drücken",
    opening: (first, second) => `Eröffnungswurf ${first}–${second}`,
    result: (points, mars) => (mars ? `Mars! ${points} Punkte` : `${points} Punkt`),
  },
};
