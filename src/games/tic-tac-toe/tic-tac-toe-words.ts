import type { InEveryLanguage } from "../languages.ts";

/** Tic-tac-toe's words: only the web board names its cells. */
export interface TicTacToeWords {
  readonly cell: (row: number, col: number) => string;
  readonly empty: string;
}

/** Tic-tac-toe in English and German. */
export const TIC_TAC_TOE_WORDS: InEveryLanguage<TicTacToeWords> = {
  en: { cell: (r, c) => `Row ${r}, column ${c}`, empty: "empty" },
  de: { cell: (r, c) => `Zeile ${r}, Spalte ${c}`, empty: "leer" },
};
