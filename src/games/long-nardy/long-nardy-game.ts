import { defineGame } from "../game-module.ts";
import { LONG_NARDY_DRAWER } from "./draw-long-nardy.ts";
import { longNardy } from "./long-nardy.ts";
import { LongNardyBoardSchema } from "./long-nardy-board.ts";
import { LONG_NARDY_CHAT } from "./long-nardy-chat.ts";
import { LONG_NARDY_STRATEGIES } from "./long-nardy-strategy.ts";
import { LONG_NARDY_WORDS } from "./long-nardy-words.ts";

/** Long nardy: everything the platform knows of it. */
export const longNardyGame = defineGame({
  rules: longNardy,
  board: { name: "LongNardyBoard", schema: LongNardyBoardSchema },
  words: LONG_NARDY_WORDS,
  strategies: LONG_NARDY_STRATEGIES,
  drawer: LONG_NARDY_DRAWER,
  chat: LONG_NARDY_CHAT,
  traits: { phased: true, holdsDice: false, hidesInformation: false },
});
