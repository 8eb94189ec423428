/**
 * Series of backgammon money games between two turn choosers, played on the
 * rules' own positions and `legalTurns`, with seeded dice; cubeless, or with
 * the hard player's cube decisions on one side.
 */
import { performance } from "node:perf_hooks";
import type { TurnChooser } from "../src/games/backgammon/backgammon-choosers.ts";
import { acceptsDouble, offersDouble } from "../src/games/backgammon/backgammon-cube-sense.ts";
import NETWORK from "../src/games/backgammon/backgammon-network.json" with { type: "json" };
import { evaluator, type Network } from "../src/games/backgammon/backgammon-network.ts";
import { type Position, type Side, startingPosition } from "../src/games/backgammon/backgammon-position.ts";
import { diceToPlay } from "../src/games/backgammon/backgammon-turns.ts";
import type { Rng } from "../src/games/contract.ts";
import { createRng, rngStateFromSeed } from "../src/games/rng.ts";

/** Games, the first chooser's wins, and the points per game it won (negative: lost). */
export interface SeriesResult {
  readonly games: number;
  readonly wins: number;
  readonly ppg: number;
}

/** 1, 2 for a gammon (the loser bore off none), 3 for a backgammon (one still on the bar or in the winner's home). */
export function gamePoints(position: Position, winner: Side): number {
  const loser = winner === 0 ? 1 : 0;
  if (position.off[loser] > 0) return 1;
  const home = winner === 0 ? position.points.slice(0, 6) : position.points.slice(18);
  const trapped = position.bar[loser] > 0 || home.some((n) => (winner === 0 ? n < 0 : n > 0));
  return trapped ? 3 : 2;
}

/** The opening roll: two different dice. */
function openingDice(rng: Rng): number[] {
  for (;;) {
    const a = rng.die();
    const b = rng.die();
    if (a !== b) return [a, b];
  }
}

/** Hooks a cubeful game calls before each roll; a cubeless game has none. */
export interface Cube {
  /** Before `side` rolls: null to play on, else the points `side` wins because the other dropped. */
  readonly beforeRoll: (position: Position, side: Side) => number | null;
  readonly value: () => number;
}

/** One game; returns the points seat 0 won (negative when it lost). */
export function playGame(
  players: readonly [TurnChooser, TurnChooser],
  seed: string,
  first: Side,
  cube?: Cube,
): number {
  const dice = createRng(rngStateFromSeed(`${seed}/dice`));
  const choices = createRng(rngStateFromSeed(`${seed}/choices`));
  let position = startingPosition();
  let side = first;
  let roll = openingDice(dice);
  for (let ply = 0; ply < 10_000; ply++) {
    if (ply > 0) {
      const dropped = cube?.beforeRoll(position, side) ?? null;
      if (dropped !== null) return side === 0 ? dropped : -dropped;
      roll = [dice.die(), dice.die()];
    }
    position = (players[side] as TurnChooser)(position, side, diceToPlay(roll), choices).position;
    if (position.off[side] === 15) {
      const points = gamePoints(position, side) * (cube?.value() ?? 1);
      return side === 0 ? points : -points;
    }
    side = side === 0 ? 1 : 0;
  }
  throw new Error(`${seed}: a game did not end in 10,000 turns`);
}

/** `games` cubeless games, seat 0 playing `players[0]`, who opens alternating. */
export function series(
  players: readonly [TurnChooser, TurnChooser],
  games: number,
  seed: string,
): SeriesResult {
  let wins = 0;
  let points = 0;
  for (let g = 0; g < games; g++) {
    const won = playGame(players, `${seed}-${g}`, g % 2 === 0 ? 0 : 1);
    if (won > 0) wins++;
    points += won;
  }
  return { games, wins, ppg: points / games };
}

/** A chooser that records how long each choice took, in ms. */
export function timed(choose: TurnChooser, into: number[]): TurnChooser {
  return (position, side, left, rng) => {
    const start = performance.now();
    const turn = choose(position, side, left, rng);
    into.push(performance.now() - start);
    return turn;
  };
}

/** Seat 0 doubles, takes and drops by hard's cube sense; seat 1 takes and drops alike but never doubles. */
function hardCube(net: Network): Cube & { doubles: number; drops: number } {
  const e = evaluator(net);
  let value = 1;
  let owner: Side | null = null;
  const state = {
    doubles: 0,
    drops: 0,
    value: () => value,
    beforeRoll: (position: Position, side: Side): number | null => {
      if (side !== 0 || owner === 1 || !offersDouble(e, position, side)) return null;
      state.doubles++;
      if (!acceptsDouble(e, position, 1)) {
        state.drops++;
        return value;
      }
      value *= 2;
      owner = 1;
      return null;
    },
  };
  return state;
}

/** Hard with its cube (seat 0) against hard that never doubles, over `games` games; points per game of seat 0. */
export function cubefulSeries(hard: TurnChooser, games: number, seed: string) {
  let points = 0;
  let doubles = 0;
  let drops = 0;
  for (let g = 0; g < games; g++) {
    const cube = hardCube(NETWORK);
    points += playGame([hard, hard], `${seed}-${g}`, g % 2 === 0 ? 0 : 1, cube);
    doubles += cube.doubles;
    drops += cube.drops;
  }
  return { games, ppg: points / games, doubles, drops };
}
