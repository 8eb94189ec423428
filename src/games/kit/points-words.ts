import { type GameWords, gameWords } from "../game-words.ts";

/** The words a 24-point board's image, captions and web board say, whichever game it is. */
export interface PointsWords {
  /** Image: before the first roll. */
  readonly noRoll: string;
  /** Image and web: a seat's pip count. */
  readonly pips: (n: number) => string;
  /** Image and web: how many a seat has borne off. */
  readonly borneOff: (n: number) => string;
  /** Web: a point by the viewer's number, for screen readers. */
  readonly pointName: (n: number) => string;
  /** Web: the bar and the tray, for screen readers. */
  readonly bar: string;
  readonly off: string;
  /** Captions: checkers on a point, and on the bar. */
  readonly stack: (count: number, point: number) => string;
  readonly onBar: (count: number) => string;
  /** Captions: a seat's checkers, named. */
  readonly seatPosition: (name: string, parts: readonly string[]) => string;
}

/** The 24-point board's words, from locales/<tag>/games/kit-points.ftl. */
export const POINTS_WORDS: GameWords<PointsWords> = gameWords(
  "games/kit-points",
  {
    "points-no-roll": [],
    "points-pips": ["n"],
    "points-borne-off": ["n"],
    "points-point-name": ["n"],
    "points-bar": [],
    "points-off": [],
    "points-stack": ["count", "point"],
    "points-on-bar": ["count"],
    "kit-seat-position": ["name", "position"],
  },
  (say) => ({
    noRoll: say("points-no-roll"),
    pips: (n) => say("points-pips", { n }),
    borneOff: (n) => say("points-borne-off", { n }),
    pointName: (n) => say("points-point-name", { n }),
    bar: say("points-bar"),
    off: say("points-off"),
    stack: (count, point) => say("points-stack", { count, point }),
    onBar: (count) => say("points-on-bar", { count }),
    seatPosition: (name, parts) => say("kit-seat-position", { name, position: say.list(parts) }),
  }),
);
