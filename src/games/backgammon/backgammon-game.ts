import { defineGame } from "../game-module.ts";
import { backgammon } from "./backgammon.ts";
import { BackgammonBoardSchema } from "./backgammon-board.ts";
import { BACKGAMMON_CHAT } from "./backgammon-chat.ts";
import { BACKGAMMON_STRATEGIES } from "./backgammon-strategy.ts";
import { BACKGAMMON_WORDS } from "./backgammon-words.ts";
import { BACKGAMMON_DRAWER } from "./draw-backgammon.ts";

/** Backgammon: everything the platform knows of it. */
export const backgammonGame = defineGame({
  rules: backgammon,
  board: { name: "BackgammonBoard", schema: BackgammonBoardSchema },
  words: BACKGAMMON_WORDS,
  strategies: BACKGAMMON_STRATEGIES,
  drawer: BACKGAMMON_DRAWER,
  chat: BACKGAMMON_CHAT,
  traits: { phased: true, holdsDice: false, hidesInformation: false },
});
