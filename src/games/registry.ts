import type { GamePlugin } from "./contract.ts";
import { pig } from "./pig/pig.ts";
import { snakesAndLadders } from "./snakes-and-ladders/snakes-and-ladders.ts";
import { ticTacToe } from "./tic-tac-toe/tic-tac-toe.ts";
import { yacht } from "./yacht/yacht.ts";

/** The one list, kept as a tuple so `KnownBoard` can read each game's own board type from it. */
const PLUGINS = [ticTacToe, pig, yacht, snakesAndLadders] as const;

/**
 * Every board a registered game can describe. A game with a new kind extends it,
 * and the compiler then points at each consumer that must learn the kind.
 */
export type KnownBoard = ReturnType<(typeof PLUGINS)[number]["view"]>["board"];

/** A registered plugin of any game: opaque state, and a board the renderer and the bot can draw. */
export type KnownPlugin = GamePlugin<unknown, KnownBoard>;

/** Every playable game, in the order pickers list them; a new game is one folder plus one line here. */
export const GAME_PLUGINS: readonly KnownPlugin[] = PLUGINS;

/** The plugin with this id, or undefined for an unknown game. */
export function findPlugin(id: string): KnownPlugin | undefined {
  return GAME_PLUGINS.find((plugin) => plugin.id === id);
}
