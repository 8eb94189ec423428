import { backgammonWebBoard } from "../src/games/backgammon/backgammon-board-view.tsx";
import type { WebBoard } from "../src/games/kit/web-board.ts";
import { liarsDiceWebBoard } from "../src/games/liars-dice/liars-dice-board-view.tsx";
import { longNardyWebBoard } from "../src/games/long-nardy/long-nardy-board-view.tsx";
import { ludoWebBoard } from "../src/games/ludo/ludo-board-view.tsx";
import { pigWebBoard } from "../src/games/pig/dice-race-board-view.tsx";
import type { BoardOf, GameId, KnownBoard, WordsOf } from "../src/games/registry.ts";
import { snakesAndLaddersWebBoard } from "../src/games/snakes-and-ladders/track-board-view.tsx";
import { ticTacToeWebBoard } from "../src/games/tic-tac-toe/grid-board-view.tsx";
import { yachtWebBoard } from "../src/games/yacht/yacht-board-view.tsx";

/**
 * The web client's registry: every registered game's board component, by
 * plugin id. Its type follows the core registry, so a game without a web
 * board, or with one for another board, does not compile.
 */
const WEB_BOARDS: { readonly [K in GameId]: WebBoard<BoardOf<K>, WordsOf<K>> } = {
  "tic-tac-toe": ticTacToeWebBoard,
  pig: pigWebBoard,
  yacht: yachtWebBoard,
  "snakes-and-ladders": snakesAndLaddersWebBoard,
  ludo: ludoWebBoard,
  "liars-dice": liarsDiceWebBoard,
  backgammon: backgammonWebBoard,
  "long-nardy": longNardyWebBoard,
};

/** Every file of locales/<lang>/ the games' web boards read ("games/pig", "games/kit-dice", …). */
export const GAME_WORD_PARTS: readonly string[] = [
  ...new Set(Object.values(WEB_BOARDS).flatMap((board) => board.words.parts)),
];

/** The game pickers start on: the first registered one, so no picker names a game. */
export const FIRST_GAME_ID = Object.keys(WEB_BOARDS)[0] as GameId;

/** A web board seen from the client: it draws whichever known board the state document carries. */
export type KnownWebBoard = WebBoard<KnownBoard, unknown>;

/** The web board of the game with this plugin id, or undefined for a game this build does not know. */
export function findWebBoard(pluginId: string): KnownWebBoard | undefined {
  return Object.hasOwn(WEB_BOARDS, pluginId) ? (WEB_BOARDS[pluginId as GameId] as KnownWebBoard) : undefined;
}
