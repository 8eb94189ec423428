import type { GamePlugin } from "./contract.ts";
import { pig } from "./pig/pig.ts";
import { snakesAndLadders } from "./snakes-and-ladders/snakes-and-ladders.ts";
import { ticTacToe } from "./tic-tac-toe/tic-tac-toe.ts";
import { yacht } from "./yacht/yacht.ts";

/** Every playable game, in the order pickers list them; a new game is one folder plus one line here. */
export const GAME_PLUGINS: readonly GamePlugin[] = [ticTacToe, pig, yacht, snakesAndLadders];

/** The plugin with this id, or undefined for an unknown game. */
export function findPlugin(id: string): GamePlugin | undefined {
  return GAME_PLUGINS.find((plugin) => plugin.id === id);
}
