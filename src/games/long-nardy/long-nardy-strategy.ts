import type { GameAction, GameView, Rng } from "../contract.ts";
import { pipCount, SAME_WAY_NUMBERING } from "../kit/points-numbering.ts";
import { between, type Strategy, type Strength } from "../strategy.ts";
import type { LongNardyBoard } from "./long-nardy-board.ts";
import {
  boardPoint,
  HEAD,
  opponent,
  ownAt,
  ownPoint,
  type Position,
  type Side,
} from "./long-nardy-position.ts";
import { resumeTurn, turnEnds } from "./long-nardy-turns.ts";

const CONFIRM: GameAction = { action_type: "confirm_turn", payload: {} };
const step = (from: number, to: number | "off"): GameAction => ({
  action_type: "move_checker",
  payload: { from, to },
});

/** The legal next steps the view lists. */
function listed(view: GameView<LongNardyBoard>): { from: number; to: number | "off" }[] {
  const move = view.allowed_actions.find((a) => a.action_type === "move_checker");
  return (move?.payloads ?? []) as { from: number; to: number | "off" }[];
}

/** Moves any checker it may, and confirms once the dice are played. */
function easy(view: GameView<LongNardyBoard>, rng: Rng): GameAction {
  const steps = listed(view);
  if (steps.length === 0) return CONFIRM;
  const pick = steps[rng.int(steps.length)] ?? steps[0];
  return pick === undefined ? CONFIRM : step(pick.from, pick.to);
}

/**
 * How far `side`'s points in a row stand in the other side's way: each run
 * of two or more, in front of opposing checkers that still have to pass it,
 * counts its length squared.
 */
function blocking(position: Position, side: Side): number {
  const other = opponent(side);
  let value = 0;
  let run = 0;
  for (let point = HEAD; point >= 0; point--) {
    if (point > 0 && ownAt(position, side, point) > 0) {
      run += 1;
      continue;
    }
    if (run >= 2) {
      // The run's nearest point to the other side's head, in its numbers: checkers above it must still pass.
      const entry = ownPoint(other, boardPoint(side, point + 1));
      let behind = 0;
      for (let p = entry + 1; p <= HEAD; p++) behind += ownAt(position, other, p);
      if (behind > 0) value += run * run;
    }
    run = 0;
  }
  return value;
}

/** Checkers still on the head and heavy stacks elsewhere: both cost a side moves later. */
function clumsiness(position: Position, side: Side): number {
  let cost = ownAt(position, side, HEAD) * 3;
  for (let point = 1; point < HEAD; point++) cost += Math.max(0, ownAt(position, side, point) - 3) * 2;
  return cost;
}

/** A position's worth for `side`: the race, plus blocks it holds against the other side, less its own clumsiness. */
export function nardyWorth(position: Position, side: Side): number {
  const other = opponent(side);
  const race =
    pipCount(SAME_WAY_NUMBERING, position.points, other) -
    pipCount(SAME_WAY_NUMBERING, position.points, side);
  const blocks = 1.5 * (blocking(position, side) - blocking(position, other));
  return race + blocks - clumsiness(position, side) + clumsiness(position, other);
}

/** Plans the whole turn for the best position it can end in, and plays its first step; ties go to `rng`. */
function hard(view: GameView<LongNardyBoard>, rng: Rng): GameAction {
  if (listed(view).length === 0) return CONFIRM;
  const { board } = view;
  const side = (view.turn ?? 0) as Side;
  const turn = resumeTurn(
    { points: board.points, off: [board.off[0] ?? 0, board.off[1] ?? 0] },
    side,
    board.moves_left,
    board.head_left,
  );
  const scored = turnEnds(turn).map((end) => ({ end, worth: nardyWorth(end.position, side) }));
  const top = Math.max(...scored.map((s) => s.worth));
  const best = scored.filter((s) => s.worth === top);
  const first = best[rng.int(best.length)]?.end.steps[0];
  return first === undefined ? CONFIRM : step(first.from, first.to);
}

/** Long nardy's computer players: easy moves any checker, hard plans whole turns for race, blocks and tidiness. */
export const LONG_NARDY_STRATEGIES: Readonly<Record<Strength, Strategy<LongNardyBoard>>> = {
  easy,
  medium: between(easy, hard),
  hard,
};
