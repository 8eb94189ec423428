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
import type { DiceRaceBoard } from "./dice-race-board.ts";

/** Stored after every roll; a positive `pot` also tells that the mover has rolled this turn. */
export interface PigState {
  readonly seats: readonly string[];
  readonly banked: readonly number[];
  readonly turn: number;
  /** The running turn total; every roll that keeps the turn adds at least 2. */
  readonly pot: number;
  readonly last: number | null;
  /** Seat index of the winner, null while running. */
  readonly winner: number | null;
}

/** Points needed to win, counted when the turn total is banked. */
const PIG_TARGET = 100;
const ACTIONS = ["roll_dice", "pass"] as const;

function setup(players: readonly Seat[]): PigState {
  const seats = seatIds(players, 2, 6);
  return { seats, banked: seats.map(() => 0), turn: 0, pot: 0, last: null, winner: null };
}

function apply(state: PigState, action: GameAction, ctx: ApplyContext): ApplyResult<PigState> {
  const gate = { finished: state.winner !== null, mover: state.seats[state.turn], accepted: ACTIONS };
  const refused = checkAction(gate, action, ctx.actor);
  if (refused) return refused;
  const next = nextSeat(state.turn, state.seats.length);
  switch (action.action_type) {
    case "roll_dice": {
      const die = ctx.rng.die();
      if (die === 1) return { ok: true, state: endTurn(state, state.banked, next, die) };
      const { seats, banked, turn } = state;
      return { ok: true, state: { seats, banked, turn, pot: state.pot + die, last: die, winner: null } };
    }
    case "pass": {
      if (state.pot === 0) return reject("invalid_phase", "Roll at least once before you pass.");
      const banked = state.banked.slice();
      const total = (banked[state.turn] ?? 0) + state.pot;
      banked[state.turn] = total;
      if (total < PIG_TARGET) return { ok: true, state: endTurn(state, banked, next, state.last) };
      const { seats, turn, last } = state;
      return { ok: true, state: { seats, banked, turn, pot: 0, last, winner: turn } };
    }
    default: // checkAction lets nothing else through but the system forfeit
      return { ok: true, state: endTurn(state, state.banked, next, state.last) };
  }
}

// Literal objects in one key order keep every state the same shape; spreads were 5x slower here.
function endTurn(state: PigState, banked: readonly number[], next: number, last: number | null): PigState {
  return { seats: state.seats, banked, turn: next, pot: 0, last, winner: null };
}

function view(state: PigState, viewer: string | null): GameView<DiceRaceBoard> {
  const over = state.winner !== null;
  const moving = !over && viewer !== null && viewer === state.seats[state.turn];
  const allowed: AllowedAction[] = [];
  if (moving) {
    allowed.push({ action_type: "roll_dice" });
    if (state.pot > 0) allowed.push({ action_type: "pass" });
  }
  return {
    board: {
      kind: "dice-race",
      target: PIG_TARGET,
      banked: state.banked,
      turn_total: state.pot,
      last_roll: state.last,
    },
    turn: over ? null : state.turn,
    scores: state.banked,
    allowed_actions: allowed,
  };
}

function outcome(state: PigState): Outcome {
  const winner = state.winner === null ? undefined : state.seats[state.winner];
  return winner === undefined ? { status: "running" } : { status: "finished", winners: [winner] };
}

/** Pig: push your luck with one die, bank before a 1 wipes the turn, first to 100 wins. */
export const pig: GamePlugin<PigState, DiceRaceBoard, (typeof ACTIONS)[number]> = {
  id: "pig",
  rules_version: 1,
  name: "Pig",
  summary: "Roll one die as often as you dare and bank the total; a 1 loses the turn. First to 100 wins.",
  min_players: 2,
  max_players: 6,
  action_types: ACTIONS,
  setup,
  apply,
  view,
  outcome,
  timeoutAction: forfeitAction,
};
