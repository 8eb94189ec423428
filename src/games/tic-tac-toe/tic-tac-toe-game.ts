import { defineGame } from "../game-module.ts";
import { drawGrid, gridGeometry } from "./draw-grid.ts";
import { GridBoardSchema } from "./grid-board.ts";
import { ticTacToe } from "./tic-tac-toe.ts";
import { TIC_TAC_TOE_CHAT } from "./tic-tac-toe-chat.ts";
import { TIC_TAC_TOE_STRATEGIES } from "./tic-tac-toe-strategy.ts";
import { TIC_TAC_TOE_WORDS } from "./tic-tac-toe-words.ts";

/** Tic-tac-toe: everything the platform knows of it. */
export const ticTacToeGame = defineGame({
  rules: ticTacToe,
  board: { name: "GridBoard", schema: GridBoardSchema },
  words: TIC_TAC_TOE_WORDS,
  strategies: TIC_TAC_TOE_STRATEGIES,
  drawer: { layout: (board, _seats, top, width) => gridGeometry(board, top, width), draw: drawGrid },
  chat: TIC_TAC_TOE_CHAT,
  traits: { phased: false, holdsDice: false, hidesInformation: false },
});
