import type {
  AllowedAction,
  ApplyContext,
  ApplyResult,
  GameAction,
  GamePlugin,
  GameView,
  Outcome,
  Seat,
} from "../contract.ts";
import { checkAction } from "../kit/check-action.ts";
import { reject } from "../kit/reject.ts";
import { forfeitAction, nextSeat, seatIds } from "../kit/seats.ts";
import type { GridBoard } from "./grid-board.ts";
import { winningLine } from "./winning-line.ts";

/** Stored after every move: marks are seat indices, so the state never repeats participant ids per cell. */
export interface TicTacToeState {
  readonly seats: readonly string[];
  readonly cells: readonly (number | null)[];
  readonly turn: number;
  readonly last: number | null;
  readonly over: boolean;
  /** Seat index of the winner; null while running and on a draw. */
  readonly winner: number | null;
  readonly line: readonly number[] | null;
}

const CELL_COUNT = 9;
const ACTIONS = ["choose_cell"] as const;

function setup(players: readonly Seat[]): TicTacToeState {
  return {
    seats: seatIds(players, 2, 2),
    cells: Array<null>(CELL_COUNT).fill(null),
    turn: 0,
    last: null,
    over: false,
    winner: null,
    line: null,
  };
}

function apply(state: TicTacToeState, action: GameAction, ctx: ApplyContext): ApplyResult<TicTacToeState> {
  const gate = { finished: state.over, mover: state.seats[state.turn], accepted: ACTIONS };
  const refused = checkAction(gate, action, ctx.actor);
  if (refused) return refused;
  if (action.action_type === "forfeit") {
    return { ok: true, state: { ...state, over: true, winner: nextSeat(state.turn, 2) } };
  }
  const cell = action.payload.cell;
  if (typeof cell !== "number" || !Number.isInteger(cell) || cell < 0 || cell >= CELL_COUNT) {
    return reject("invalid_payload", "Pick a cell number from 0 to 8.");
  }
  if (state.cells[cell] !== null) return reject("invalid_action", `Cell ${cell} is already taken.`);
  const cells = state.cells.slice();
  cells[cell] = state.turn;
  const line = winningLine(cells, cell);
  const full = !cells.includes(null);
  const over = line !== null || full;
  return {
    ok: true,
    state: {
      seats: state.seats,
      cells,
      turn: over ? state.turn : nextSeat(state.turn, 2),
      last: cell,
      over,
      winner: line ? state.turn : null,
      line,
    },
  };
}

function view(state: TicTacToeState, viewer: string | null): GameView<GridBoard> {
  const moving = !state.over && viewer !== null && viewer === state.seats[state.turn];
  const free = state.cells.flatMap((mark, i) => (mark === null ? [i] : []));
  const allowed: AllowedAction[] = moving ? [{ action_type: "choose_cell", choices: free }] : [];
  return {
    board: {
      kind: "grid",
      rows: 3,
      cols: 3,
      cells: state.cells,
      last_cell: state.last,
      winning_line: state.line,
    },
    turn: state.over ? null : state.turn,
    scores: state.seats.map((_, seat) => (seat === state.winner ? 1 : 0)),
    allowed_actions: allowed,
  };
}

function outcome(state: TicTacToeState): Outcome {
  if (!state.over) return { status: "running" };
  const winner = state.winner === null ? undefined : state.seats[state.winner];
  return { status: "finished", winners: winner === undefined ? [] : [winner] };
}

/** Classic noughts and crosses for two players; seat 0 moves first. */
export const ticTacToe: GamePlugin<TicTacToeState, GridBoard, (typeof ACTIONS)[number]> = {
  id: "tic-tac-toe",
  rules_version: 1,
  name: "Tic-tac-toe",
  summary: "Two players take turns marking a 3×3 grid; three in a row wins.",
  min_players: 2,
  max_players: 2,
  action_types: ACTIONS,
  setup,
  apply,
  view,
  outcome,
  timeoutAction: forfeitAction,
};
