import { defineGame } from "../game-module.ts";
import { drawTrack } from "./draw-track.ts";
import { snakesAndLadders } from "./snakes-and-ladders.ts";
import { SNAKES_AND_LADDERS_CHAT } from "./snakes-and-ladders-chat.ts";
import { SNAKES_AND_LADDERS_STRATEGIES } from "./snakes-and-ladders-strategy.ts";
import { SNAKES_AND_LADDERS_WORDS } from "./snakes-and-ladders-words.ts";
import { TrackBoardSchema } from "./track-board.ts";
import { trackGeometry } from "./track-geometry.ts";

/** Snakes and ladders: everything the platform knows of it. */
export const snakesAndLaddersGame = defineGame({
  rules: snakesAndLadders,
  board: { name: "TrackBoard", schema: TrackBoardSchema },
  words: SNAKES_AND_LADDERS_WORDS,
  strategies: SNAKES_AND_LADDERS_STRATEGIES,
  drawer: { layout: (board, _seats, top, width) => trackGeometry(board, top, width), draw: drawTrack },
  chat: SNAKES_AND_LADDERS_CHAT,
  traits: { phased: false, holdsDice: false, hidesInformation: false },
});
