import { defineGame } from "../game-module.ts";
import { drawLiarsDice, liarsDiceGeometry } from "./draw-liars-dice.ts";
import { liarsDice } from "./liars-dice.ts";
import { LiarsDiceBoardSchema } from "./liars-dice-board.ts";
import { LIARS_DICE_CHAT } from "./liars-dice-chat.ts";
import { LIARS_DICE_STRATEGIES } from "./liars-dice-strategy.ts";
import { LIARS_DICE_WORDS } from "./liars-dice-words.ts";

/** Liar's dice: everything the platform knows of it. */
export const liarsDiceGame = defineGame({
  rules: liarsDice,
  board: { name: "LiarsDiceBoard", schema: LiarsDiceBoardSchema },
  words: LIARS_DICE_WORDS,
  strategies: LIARS_DICE_STRATEGIES,
  drawer: { layout: liarsDiceGeometry, draw: drawLiarsDice },
  chat: LIARS_DICE_CHAT,
  traits: { phased: true, holdsDice: false, hidesInformation: true },
});
