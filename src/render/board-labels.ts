import type { Language } from "../games/languages.ts";

/** The words of an image's frame (seats, turn, outcome), in one language; boards bring their own. */
export interface BoardLabels {
  readonly toMove: string;
  readonly gameEnded: string;
  readonly draw: string;
  readonly seat: (n: number) => string;
  readonly wins: (name: string) => string;
  readonly winTogether: (names: string, last: string) => string;
  /** How an erased player's seat is named. */
  readonly deletedPlayer: string;
}

const en: BoardLabels = {
  toMove: "TO MOVE",
  gameEnded: "Game ended",
  draw: "Draw",
  seat: (n) => `Seat ${n}`,
  wins: (name) => `${name} wins!`,
  winTogether: (names, last) => `${names} & ${last} win!`,
  deletedPlayer: "Deleted player",
};

const de: BoardLabels = {
  toMove: "AM ZUG",
  gameEnded: "Spiel beendet",
  draw: "Unentschieden",
  seat: (n) => `Platz ${n}`,
  wins: (name) => `${name} gewinnt!`,
  winTogether: (names, last) => `${names} & ${last} gewinnen!`,
  deletedPlayer: "Gelöschter Spieler",
};

const LABELS: Readonly<Record<Language, BoardLabels>> = { en, de };

/** The words of a board image in `language` (English when none is given). */
export function boardLabels(language: Language = "en"): BoardLabels {
  return LABELS[language];
}
