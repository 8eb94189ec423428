import type { InEveryLanguage } from "../languages.ts";

/** The words a 24-point board's image and web board say, whichever game it is. */
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
}

/** The 24-point board's words in English and German. */
export const POINTS_WORDS: InEveryLanguage<PointsWords> = {
  en: {
    noRoll: "No roll yet",
    pips: (n) => `${n} pips`,
    borneOff: (n) => `off ${n}`,
    pointName: (n) => `point ${n}`,
    bar: "bar",
    off: "bear off",
  },
  de: {
    noRoll: "Noch nicht gewürfelt",
    pips: (n) => `${n} Augen`,
    borneOff: (n) => `raus ${n}`,
    pointName: (n) => `Feld ${n}`,
    bar: "Bar",
    off: "abtragen",
  },
};
