/**
 * src/games/registry.ts for the verify page's bundle (web/build-client.mjs
 * swaps it in): each game's pure rules and nothing else, so the page carries
 * no drawers, strategies or chat faces. Its keys and boards follow the core
 * registry's, so a game missing here, or another game's rules, do not compile; test/web/verify-bundle.test.ts
 * checks each entry is the core registry's own rules.
 */
import { backgammon } from "../../src/games/backgammon/backgammon.ts";
import type { GamePlugin } from "../../src/games/contract.ts";
import { liarsDice } from "../../src/games/liars-dice/liars-dice.ts";
import { longNardy } from "../../src/games/long-nardy/long-nardy.ts";
import { ludo } from "../../src/games/ludo/ludo.ts";
import { pig } from "../../src/games/pig/pig.ts";
import type { BoardOf, GameId, KnownPlugin } from "../../src/games/registry.ts";
import { snakesAndLadders } from "../../src/games/snakes-and-ladders/snakes-and-ladders.ts";
import { ticTacToe } from "../../src/games/tic-tac-toe/tic-tac-toe.ts";
import { yacht } from "../../src/games/yacht/yacht.ts";

const RULES: { readonly [K in GameId]: GamePlugin<unknown, BoardOf<K>> } = {
  "tic-tac-toe": ticTacToe,
  pig,
  yacht,
  "snakes-and-ladders": snakesAndLadders,
  ludo,
  "liars-dice": liarsDice,
  backgammon,
  "long-nardy": longNardy,
};

/** The rules with this plugin id, or undefined for an unknown game (as the core registry's findPlugin). */
export function findPlugin(id: string): KnownPlugin | undefined {
  return Object.hasOwn(RULES, id) ? (RULES[id as GameId] as unknown as KnownPlugin) : undefined;
}
