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

/** The eight lines as bit masks of their cells (cell i is bit i). */
const LINE_MASKS = [0o7, 0o70, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];
const FULL = 0o777;
/** For each of the 512 sets of one side's marks, whether it holds a line (1) or not (0): a constant. */
const HOLDS_LINE = Uint8Array.from({ length: FULL + 1 }, (_, marks) =>
  LINE_MASKS.some((line) => (marks & line) === line) ? 1 : 0,
);
const completes = (marks: number) => HOLDS_LINE[marks] === 1;
/** Cells in the order searched: the centre, the corners, the edges (the likeliest cut-offs first). */
const ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7];

/**
 * The game's value for the side to move, holding the cells of `mine` against
 * `theirs`: 1 a win, 0 a draw, -1 a loss, with perfect play on both sides.
 * Alpha-beta over bit masks: exact within (alpha, beta), and with the widest
 * window (-1, 1) exact everywhere, since no value lies beyond it. Searching
 * the centre and corners first, the whole tree from an empty board takes half
 * a millisecond, so no table of values is kept between searches (the list-based
 * search took 180 ms and kept one for the process).
 */
function value(mine: number, theirs: number, alpha: number, beta: number): number {
  const taken = mine | theirs;
  let best = -1;
  let low = alpha;
  for (const cell of ORDER) {
    const bit = 1 << cell;
    if (taken & bit) continue;
    const next = mine | bit;
    const score = completes(next) ? 1 : (taken | bit) === FULL ? 0 : -value(theirs, next, -beta, -low);
    if (score > best) best = score;
    if (best > low) low = best;
    if (low >= beta) break;
  }
  return best;
}

/** The cells holding `seat`'s marks, as a bit mask. */
const marksOf = (cells: Cells, seat: number) =>
  cells.reduce<number>((m, c, i) => (c === seat ? m | (1 << i) : m), 0);

/** Minimax over the whole game tree (small enough to search fully): never loses; ties broken by `rng`. */
function hard(view: GameView<GridBoard>, rng: Rng): GameAction {
  const seat = view.turn ?? 0;
  const cells = view.board.cells;
  const mine = marksOf(cells, seat);
  const theirs = marksOf(cells, 1 - seat);
  const scored = freeCells(cells).map((cell) => {
    const next = mine | (1 << cell);
    const score = completes(next) ? 1 : (next | theirs) === FULL ? 0 : -value(theirs, next, -1, 1);
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
