import { defineGame } from "../game-module.ts";
import { drawLudo, ludoGeometry } from "./draw-ludo.ts";
import { ludo } from "./ludo.ts";
import { LudoBoardSchema } from "./ludo-board.ts";
import { LUDO_CHAT } from "./ludo-chat.ts";
import { LUDO_STRATEGIES } from "./ludo-strategy.ts";
import { LUDO_WORDS } from "./ludo-words.ts";

/** Ludo: everything the platform knows of it. */
export const ludoGame = defineGame({
  rules: ludo,
  board: { name: "LudoBoard", schema: LudoBoardSchema },
  words: LUDO_WORDS,
  strategies: LUDO_STRATEGIES,
  drawer: { layout: (board, _seats, top, width) => ludoGeometry(board, top, width), draw: drawLudo },
  chat: LUDO_CHAT,
  traits: { phased: true, holdsDice: false, hidesInformation: false },
});
