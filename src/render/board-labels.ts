import type { YachtRow } from "./draw-yacht.ts";

/** The languages board images are drawn in. */
const BOARD_LANGUAGES = ["en", "de"] as const;
export type BoardLanguage = (typeof BOARD_LANGUAGES)[number];

/** Every word drawn on a board image, in one language. */
export interface BoardLabels {
  readonly toMove: string;
  readonly gameEnded: string;
  readonly draw: string;
  readonly seat: (n: number) => string;
  readonly wins: (name: string) => string;
  readonly winTogether: (names: string, last: string) => string;
  readonly noRoll: string;
  readonly lastRoll: string;
  readonly turnTotal: string;
  readonly playersTurnTotal: (name: string) => string;
  readonly start: string;
  readonly held: string;
  readonly yachtRows: Readonly<Record<YachtRow, string>>;
}

const en: BoardLabels = {
  toMove: "TO MOVE",
  gameEnded: "Game ended",
  draw: "Draw",
  seat: (n) => `Seat ${n}`,
  wins: (name) => `${name} wins!`,
  winTogether: (names, last) => `${names} & ${last} win!`,
  noRoll: "No roll yet",
  lastRoll: "Last roll",
  turnTotal: "Turn total",
  playersTurnTotal: (name) => `${name}'s turn total`,
  start: "Start",
  held: "HELD",
  yachtRows: {
    ones: "Ones",
    twos: "Twos",
    threes: "Threes",
    fours: "Fours",
    fives: "Fives",
    sixes: "Sixes",
    bonus: "Bonus (63+)",
    three_of_a_kind: "3 of a kind",
    four_of_a_kind: "4 of a kind",
    full_house: "Full house",
    small_straight: "Sm. straight",
    large_straight: "Lg. straight",
    yacht: "Yacht",
    chance: "Chance",
    total: "Total",
  },
};

const de: BoardLabels = {
  toMove: "AM ZUG",
  gameEnded: "Spiel beendet",
  draw: "Unentschieden",
  seat: (n) => `Platz ${n}`,
  wins: (name) => `${name} gewinnt!`,
  winTogether: (names, last) => `${names} & ${last} gewinnen!`,
  noRoll: "Noch nicht gewürfelt",
  lastRoll: "Letzter Wurf",
  turnTotal: "Punkte im Zug",
  playersTurnTotal: (name) => `${name}: Punkte im Zug`,
  start: "Start",
  held: "BEHALTEN",
  yachtRows: {
    ones: "Einser",
    twos: "Zweier",
    threes: "Dreier",
    fours: "Vierer",
    fives: "Fünfer",
    sixes: "Sechser",
    bonus: "Bonus (63+)",
    three_of_a_kind: "Dreierpasch",
    four_of_a_kind: "Viererpasch",
    full_house: "Full House",
    small_straight: "Kl. Straße",
    large_straight: "Gr. Straße",
    yacht: "Yacht",
    chance: "Chance",
    total: "Summe",
  },
};

const LABELS: Readonly<Record<BoardLanguage, BoardLabels>> = { en, de };

/** The words of a board image in `language` (English when none is given). */
export function boardLabels(language: BoardLanguage = "en"): BoardLabels {
  return LABELS[language];
}
