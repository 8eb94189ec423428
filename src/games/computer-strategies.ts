import type { BoardBase } from "./contract.ts";
import { findGame } from "./registry.ts";
import { STRENGTHS, type Strategy, type Strength } from "./strategy.ts";

/** The strategy a computer of `strength` plays `pluginId` with, or undefined for an unknown game. */
export function strategyFor(pluginId: string, strength: Strength): Strategy<BoardBase> | undefined {
  return findGame(pluginId)?.strategies[strength] as Strategy<BoardBase> | undefined;
}

/** Narrows a stored strength; anything unknown plays easy. */
export function asStrength(value: string | null): Strength {
  return (STRENGTHS as readonly string[]).includes(value ?? "") ? (value as Strength) : "easy";
}
