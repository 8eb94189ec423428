import type { BoardBase } from "./contract.ts";
import { PIG_STRATEGIES } from "./pig/pig-strategy.ts";
import { SNAKES_AND_LADDERS_STRATEGIES } from "./snakes-and-ladders/snakes-and-ladders-strategy.ts";
import { STRENGTHS, type Strategy, type Strength } from "./strategy.ts";
import { TIC_TAC_TOE_STRATEGIES } from "./tic-tac-toe/tic-tac-toe-strategy.ts";
import { YACHT_STRATEGIES } from "./yacht/yacht-strategy.ts";

/** Each game's strategies by plugin id; a game missing here cannot seat a computer. */
const BY_GAME: Readonly<Record<string, Readonly<Record<Strength, Strategy<never>>>>> = {
  "tic-tac-toe": TIC_TAC_TOE_STRATEGIES,
  pig: PIG_STRATEGIES,
  yacht: YACHT_STRATEGIES,
  "snakes-and-ladders": SNAKES_AND_LADDERS_STRATEGIES,
};

/** The strategy a computer of `strength` plays `pluginId` with, or undefined for a game without one. */
export function strategyFor(pluginId: string, strength: Strength): Strategy<BoardBase> | undefined {
  return BY_GAME[pluginId]?.[strength] as Strategy<BoardBase> | undefined;
}

/** Narrows a stored strength; anything unknown plays easy. */
export function asStrength(value: string | null): Strength {
  return (STRENGTHS as readonly string[]).includes(value ?? "") ? (value as Strength) : "easy";
}
