import { type GameWords, gameWords } from "../game-words.ts";

/** Tic-tac-toe's words: the web board names its cells, a caption states the grid row by row. */
export interface TicTacToeWords {
  readonly cell: (row: number, col: number) => string;
  readonly empty: string;
  /** A seat's mark, as the board draws it. */
  readonly mark: (seat: number) => string;
  /** One row of the grid: "Row 1: X, empty, O". */
  readonly row: (row: number, cells: readonly string[]) => string;
}

/** Tic-tac-toe's words, from locales/<tag>/games/tic-tac-toe.ftl. */
export const TIC_TAC_TOE_WORDS: GameWords<TicTacToeWords> = gameWords(
  "games/tic-tac-toe",
  {
    "tic-tac-toe-cell": ["row", "col"],
    "tic-tac-toe-empty": [],
    "tic-tac-toe-mark": ["seat"],
    "tic-tac-toe-row": ["row", "cells"],
  },
  (say) => ({
    cell: (row, col) => say("tic-tac-toe-cell", { row, col }),
    empty: say("tic-tac-toe-empty"),
    mark: (seat) => say("tic-tac-toe-mark", { seat }),
    row: (row, cells) => say("tic-tac-toe-row", { row, cells: say.list(cells) }),
  }),
);
