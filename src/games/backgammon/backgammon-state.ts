/** The stored state of a backgammon game and the steps that start a game and a turn. */
import type { Rng } from "../contract.ts";
import { type Cube, type GameResult, type Match, mayDouble, startingCube } from "./backgammon-cube.ts";
import { type CheckerMove, type Position, type Side, startingPosition } from "./backgammon-position.ts";
import { diceToPlay } from "./backgammon-turns.ts";

/**
 * roll: the mover may double or roll; move: it plays its dice checker by
 * checker; doubled: the other side takes or drops; over: `result` holds.
 */
export type Phase = "roll" | "move" | "doubled" | "over";

/** A confirmed turn, shown until the next one. */
export interface PlayedTurn {
  readonly side: Side;
  readonly dice: readonly number[];
  readonly moves: readonly CheckerMove[];
}

/** Stored after every action. `turn` is the side to act: in `doubled`, the side that takes or drops. */
export interface BackgammonState {
  readonly seats: readonly string[];
  readonly position: Position;
  readonly turn: Side;
  readonly phase: Phase;
  /** The roll being played (the opening roll is one die each: the first seat's, then the second's). */
  readonly dice: readonly number[] | null;
  readonly moves_left: readonly number[];
  readonly played: readonly CheckerMove[];
  readonly last_turn: PlayedTurn | null;
  readonly cube: Cube | null;
  readonly match: Match | null;
  readonly result: GameResult | null;
}

/** The mover's turn with fresh dice from the platform's stream. */
export function rollFor(state: BackgammonState, rng: Rng): BackgammonState {
  const dice = [rng.die(), rng.die()];
  return {
    ...state,
    phase: "move",
    dice,
    moves_left: diceToPlay(dice),
    played: [],
  };
}

/**
 * `side`'s turn begins: it waits for a roll or a double when `side` may
 * double, and otherwise rolls at once, as there is nothing to decide first.
 */
export function startTurn(state: BackgammonState, side: Side, rng: Rng): BackgammonState {
  const next: BackgammonState = { ...state, turn: side, played: [] };
  if (mayDouble(state.cube, side)) return { ...next, phase: "roll", dice: null, moves_left: [] };
  return rollFor(next, rng);
}

/**
 * A new game: each side rolls one die, ties roll again, and the higher
 * die's side moves first, playing both dice.
 */
export function newGame(seats: readonly string[], rng: Rng, match: Match | null): BackgammonState {
  let first = rng.die();
  let second = rng.die();
  while (first === second) {
    first = rng.die();
    second = rng.die();
  }
  const dice = [first, second];
  const position = startingPosition();
  return {
    seats,
    position,
    turn: first > second ? 0 : 1,
    phase: "move",
    dice,
    moves_left: dice,
    played: [],
    last_turn: null,
    cube: startingCube(match),
    match,
    result: null,
  };
}
