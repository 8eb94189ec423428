import { defineGame } from "../game-module.ts";
import { DiceRaceBoardSchema } from "./dice-race-board.ts";
import { diceRaceGeometry, drawDiceRace } from "./draw-dice-race.ts";
import { pig } from "./pig.ts";
import { PIG_CHAT } from "./pig-chat.ts";
import { PIG_STRATEGIES } from "./pig-strategy.ts";
import { PIG_WORDS } from "./pig-words.ts";

/** Pig: everything the platform knows of it. */
export const pigGame = defineGame({
  rules: pig,
  board: { name: "DiceRaceBoard", schema: DiceRaceBoardSchema },
  words: PIG_WORDS,
  strategies: PIG_STRATEGIES,
  drawer: { layout: (_board, seats, top, width) => diceRaceGeometry(seats, top, width), draw: drawDiceRace },
  chat: PIG_CHAT,
  traits: { phased: true, holdsDice: false, hidesInformation: false },
});
