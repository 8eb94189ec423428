import type { GameAction, GameView, Rng } from "../contract.ts";
import { between, type Strategy, type Strength } from "../strategy.ts";
import type { GridBoard } from "./grid-board.ts";
import { winningLine } from "./winning-line.ts";

type Cells = readonly (number | null)[];

const choose = (cell: number): GameAction => ({ action_type: "choose_cell", payload: { cell } });
const freeCells = (cells: Cells) => cells.flatMap((mark, i) => (mark === null ? [i] : []));
const pick = <T>(items: readonly T[], rng: Rng): T => items[rng.int(items.length)] as T;

function place(cells: Cells, cell: number, seat: number): (number | null)[] {
  const next = cells.slice();
  next[cell] = seat;
  return next;
}

/** Takes a win when one is on the board, else any free cell. */
function easy(view: GameView<GridBoard>, rng: Rng): GameAction {
  const seat = view.turn ?? 0;
  const cells = view.board.cells;
  const free = freeCells(cells);
  const win = free.find((cell) => winningLine(place(cells, cell, seat), cell) !== null);
  return choose(win ?? pick(free, rng));
}

/** The game's value for `seat` to move: 1 a win, 0 a draw, -1 a loss, with perfect play on both sides. */
function value(cells: Cells, seat: number, memo: Map<number, number>): number {
  let key = seat;
  for (const c of cells) key = key * 3 + (c === null ? 2 : c);
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = -2;
  const free = freeCells(cells);
  for (const cell of free) {
    const next = place(cells, cell, seat);
    const score = winningLine(next, cell) !== null ? 1 : free.length === 1 ? 0 : -value(next, 1 - seat, memo);
    best = Math.max(best, score);
    if (best === 1) break;
  }
  const result = free.length === 0 ? 0 : best;
  memo.set(key, result);
  return result;
}

/**
 * A position's value never changes, so one table serves every search: at
 * most the 3^9 boards for each of the two seats to move, filled by the first
 * games and then only read (a fresh table per move searched the whole tree
 * again, most of a thousand-game series' time).
 */
const VALUES = new Map<number, number>();

/** Minimax over the whole game tree (small enough to search fully): never loses; ties broken by `rng`. */
function hard(view: GameView<GridBoard>, rng: Rng): GameAction {
  const seat = view.turn ?? 0;
  const cells = view.board.cells;
  const memo = VALUES;
  const free = freeCells(cells);
  const scored = free.map((cell) => {
    const next = place(cells, cell, seat);
    const score = winningLine(next, cell) !== null ? 1 : free.length === 1 ? 0 : -value(next, 1 - seat, memo);
    return { cell, score };
  });
  const top = Math.max(...scored.map((s) => s.score));
  return choose(
    pick(
      scored.filter((s) => s.score === top).map((s) => s.cell),
      rng,
    ),
  );
}

/** Tic-tac-toe's computer players: easy takes wins it sees, hard never loses. */
export const TIC_TAC_TOE_STRATEGIES: Readonly<Record<Strength, Strategy<GridBoard>>> = {
  easy,
  medium: between(easy, hard),
  hard,
};
