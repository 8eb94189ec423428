import type {
  ApplyContext,
  ApplyResult,
  GameAction,
  GamePlugin,
  GameView,
  Outcome,
  Seat,
} from "../contract.ts";
import { checkAction } from "../kit/check-action.ts";
import { forfeitAction, nextSeat, seatIds } from "../kit/seats.ts";
import { BOARD_SIZE, FINAL_SQUARE, LADDERS, SNAKES, settle } from "./milton-bradley-board.ts";
import type { TrackBoard } from "./track-board.ts";

/** Stored after every roll: only positions change, the board itself is a constant. */
export interface SnakesAndLaddersState {
  readonly seats: readonly string[];
  /** Square per seat; 0 = not yet on the board. */
  readonly positions: readonly number[];
  readonly turn: number;
  readonly last: number | null;
  /** Seat index of the winner, null while running. */
  readonly winner: number | null;
}

const ACTIONS = ["roll_dice"] as const;

function setup(players: readonly Seat[]): SnakesAndLaddersState {
  const seats = seatIds(players, 2, 6);
  return { seats, positions: seats.map(() => 0), turn: 0, last: null, winner: null };
}

function apply(
  state: SnakesAndLaddersState,
  action: GameAction,
  ctx: ApplyContext,
): ApplyResult<SnakesAndLaddersState> {
  const gate = { finished: state.winner !== null, mover: state.seats[state.turn], accepted: ACTIONS };
  const refused = checkAction(gate, action, ctx.actor);
  if (refused) return refused;
  const next = nextSeat(state.turn, state.seats.length);
  if (action.action_type === "forfeit") {
    const { seats, positions, last } = state;
    return { ok: true, state: { seats, positions, turn: next, last, winner: null } };
  }
  const die = ctx.rng.die();
  const from = state.positions[state.turn] ?? 0;
  // Overshooting the last square wastes the roll: the finish needs an exact count.
  const to = from + die > FINAL_SQUARE ? from : settle(from + die);
  const positions = state.positions.slice();
  positions[state.turn] = to;
  const won = to === FINAL_SQUARE;
  return {
    ok: true,
    state: {
      seats: state.seats,
      positions,
      turn: won ? state.turn : next,
      last: die,
      winner: won ? state.turn : null,
    },
  };
}

function view(state: SnakesAndLaddersState, viewer: string | null): GameView<TrackBoard> {
  const over = state.winner !== null;
  const moving = !over && viewer !== null && viewer === state.seats[state.turn];
  return {
    board: {
      kind: "track",
      size: BOARD_SIZE,
      positions: state.positions,
      snakes: SNAKES,
      ladders: LADDERS,
      last_roll: state.last,
    },
    turn: over ? null : state.turn,
    scores: state.positions,
    allowed_actions: moving ? [{ action_type: "roll_dice" }] : [],
  };
}

function outcome(state: SnakesAndLaddersState): Outcome {
  const winner = state.winner === null ? undefined : state.seats[state.winner];
  return winner === undefined ? { status: "running" } : { status: "finished", winners: [winner] };
}

/** Snakes and ladders on the Milton Bradley board: pure luck, first to land exactly on 100 wins. */
export const snakesAndLadders: GamePlugin<SnakesAndLaddersState, TrackBoard, (typeof ACTIONS)[number]> = {
  id: "snakes-and-ladders",
  rules_version: 1,
  name: "Snakes and Ladders",
  summary:
    "Race from square 1 to 100 on one die; ladders lift you, snakes drop you, finish on an exact roll.",
  min_players: 2,
  max_players: 6,
  action_types: ACTIONS,
  setup,
  apply,
  view,
  outcome,
  timeoutAction: forfeitAction,
};
