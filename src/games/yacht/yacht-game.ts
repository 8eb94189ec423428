import { defineGame } from "../game-module.ts";
import { drawYacht, yachtGeometry } from "./draw-yacht.ts";
import { yacht } from "./yacht.ts";
import { YachtBoardSchema } from "./yacht-board.ts";
import { YACHT_CHAT } from "./yacht-chat.ts";
import { DICE_COUNT } from "./yacht-state.ts";
import { YACHT_STRATEGIES } from "./yacht-strategy.ts";
import { YACHT_WORDS } from "./yacht-words.ts";

/** Yacht: everything the platform knows of it. */
export const yachtGame = defineGame({
  rules: yacht,
  board: { name: "YachtBoard", schema: YachtBoardSchema },
  words: YACHT_WORDS,
  strategies: YACHT_STRATEGIES,
  drawer: { layout: yachtGeometry, draw: drawYacht },
  chat: YACHT_CHAT,
  traits: { phased: true, holdsDice: true, dice: DICE_COUNT, hidesInformation: false },
});
