import type { GameAction } from "../contract.ts";
import type { Strategy, Strength } from "../strategy.ts";
import type { TrackBoard } from "./track-board.ts";

const ROLL: GameAction = { action_type: "roll_dice", payload: {} };

/** The only move there is: the race is pure luck, so both strengths roll. */
const roll: Strategy<TrackBoard> = () => ROLL;

/** Snakes and ladders' computer players: it has no choices, so every strength is the same. */
export const SNAKES_AND_LADDERS_STRATEGIES: Readonly<Record<Strength, Strategy<TrackBoard>>> = {
  easy: roll,
  medium: roll,
  hard: roll,
};
