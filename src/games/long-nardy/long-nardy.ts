import type {
  AllowedAction,
  ApplyContext,
  ApplyResult,
  GameAction,
  GamePlugin,
  GameView,
  Outcome,
  Rng,
  Seat,
} from "../contract.ts";
import { checkAction } from "../kit/check-action.ts";
import { reject } from "../kit/reject.ts";
import { seatIds } from "../kit/seats.ts";
import type { LongNardyBoard } from "./long-nardy-board.ts";
import {
  CHECKERS,
  opponent,
  type Side,
  type Step,
  singleMove,
  startingPosition,
} from "./long-nardy-position.ts";
import { refuseStep } from "./long-nardy-refusals.ts";
import { afterStep, beginTurn, legalSteps, type TurnState, undoStep } from "./long-nardy-turns.ts";

/** Stored after every action: the turn in progress, its steps so far, and whose first turn is still ahead. */
export interface LongNardyState {
  readonly seats: readonly string[];
  readonly turn: TurnState;
  /** The steps legal now, worked out once per action, since every view lists them. */
  readonly legal: readonly Step[];
  readonly dice: readonly [number, number];
  readonly played: readonly Step[];
  /** Per seat: its first turn (when two may leave the head on 6-6, 4-4, 3-3) is still to come or being played. */
  readonly first: readonly [boolean, boolean];
  readonly opening: readonly [number, number];
  readonly last_turn: LongNardyBoard["last_turn"];
  readonly result: LongNardyBoard["result"];
}

const ACTIONS = ["move_checker", "undo", "confirm_turn"] as const;

/** A turn with its legal steps. */
function turnWithSteps(turn: TurnState): { turn: TurnState; legal: Step[] } {
  return { turn, legal: legalSteps(turn).map(({ step }) => step) };
}

function roll(rng: Rng): [number, number] {
  return [rng.die(), rng.die()];
}

/** Each seat rolls one die until they differ; the higher starts with a fresh roll of both dice. */
function setup(players: readonly Seat[], rng: Rng): LongNardyState {
  const seats = seatIds(players, 2, 2);
  let opening = roll(rng);
  while (opening[0] === opening[1]) opening = roll(rng);
  const side: Side = opening[0] > opening[1] ? 0 : 1;
  const dice = roll(rng);
  return {
    seats,
    ...turnWithSteps(beginTurn(startingPosition(), side, dice, true)),
    dice,
    played: [],
    first: [true, true],
    opening,
    last_turn: null,
    result: null,
  };
}

/** The next seat's turn with a fresh roll: the dice of a turn are rolled when it begins. */
function passTurn(state: LongNardyState, rng: Rng): LongNardyState {
  const side = state.turn.side;
  const next = opponent(side);
  const first: [boolean, boolean] = [state.first[0], state.first[1]];
  first[side] = false;
  const dice = roll(rng);
  return {
    ...state,
    ...turnWithSteps(beginTurn(state.turn.position, next, dice, first[next])),
    dice,
    played: [],
    first,
    last_turn: { seat: side, steps: state.played },
  };
}

function move(
  state: LongNardyState,
  payload: Readonly<Record<string, unknown>>,
): ApplyResult<LongNardyState> {
  const { from, to } = payload;
  const onBoard = (p: unknown): p is number =>
    typeof p === "number" && Number.isInteger(p) && p >= 1 && p <= 24;
  if (!onBoard(from) || !(onBoard(to) || to === "off")) {
    return reject(
      "invalid_payload",
      'Name a checker\'s point `from` (1..24) and where it goes: `to` (1..24 or "off").',
    );
  }
  if (state.turn.toPlay === 0)
    return reject("invalid_phase", "Every die that can be played is played: confirm the turn or undo.");
  const side = state.turn.side;
  const chosen = state.legal
    .filter((step) => step.from === from && step.to === to)
    .sort((a, b) => a.die - b.die)[0];
  const after = chosen && singleMove(state.turn.position, side, from, chosen.die);
  if (!chosen || !after) return refuseStep(state.turn, from, to);
  const turn = afterStep(state.turn, chosen, after);
  const played = [...state.played, chosen];
  if (turn.position.off[side] < CHECKERS)
    return { ok: true, state: { ...state, ...turnWithSteps(turn), played } };
  // The fifteenth checker off ends the game at once: there is nothing left to undo for.
  const mars = turn.position.off[opponent(side)] === 0;
  const result = { winner: side, points: mars ? 2 : 1, mars };
  return {
    ok: true,
    state: { ...state, turn, legal: [], played, last_turn: { seat: side, steps: played }, result },
  };
}

function undo(state: LongNardyState): ApplyResult<LongNardyState> {
  const last = state.played.at(-1);
  if (last === undefined) return reject("invalid_phase", "Nothing to undo this turn.");
  return {
    ok: true,
    state: { ...state, ...turnWithSteps(undoStep(state.turn, last)), played: state.played.slice(0, -1) },
  };
}

function confirm(state: LongNardyState, rng: Rng): ApplyResult<LongNardyState> {
  if (state.turn.toPlay > 0) {
    return reject("invalid_phase", `Play your dice first: ${state.turn.toPlay} more can be played.`);
  }
  return { ok: true, state: passTurn(state, rng) };
}

/** A timed-out turn is played out for the seat, first legal step first, and confirmed. */
function playOut(state: LongNardyState, rng: Rng): ApplyResult<LongNardyState> {
  let at = state;
  for (let next = at.legal[0]; next && at.result === null; next = at.legal[0]) {
    const moved = move(at, { from: next.from, to: next.to });
    if (!moved.ok) return moved;
    at = moved.state;
  }
  return at.result === null ? confirm(at, rng) : { ok: true, state: at };
}

function apply(state: LongNardyState, action: GameAction, ctx: ApplyContext): ApplyResult<LongNardyState> {
  const gate = { finished: state.result !== null, mover: state.seats[state.turn.side], accepted: ACTIONS };
  const refused = checkAction(gate, action, ctx.actor);
  if (refused) return refused;
  switch (action.action_type) {
    case "move_checker":
      return move(state, action.payload);
    case "undo":
      return undo(state);
    case "confirm_turn":
      return confirm(state, ctx.rng);
    default: // checkAction lets nothing else through but the system forfeit
      return playOut(state, ctx.rng);
  }
}

function allowedActions(state: LongNardyState): AllowedAction[] {
  const allowed: AllowedAction[] = [];
  if (state.turn.toPlay > 0) {
    const seen = new Set<string>();
    const payloads = state.legal.flatMap((step) => {
      const key = `${step.from}>${step.to}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ from: step.from, to: step.to }];
    });
    allowed.push({ action_type: "move_checker", payloads });
  } else allowed.push({ action_type: "confirm_turn", payloads: [{}] });
  if (state.played.length > 0) allowed.push({ action_type: "undo", payloads: [{}] });
  return allowed;
}

function view(state: LongNardyState, viewer: string | null): GameView<LongNardyBoard> {
  const over = state.result !== null;
  const moving = !over && viewer !== null && viewer === state.seats[state.turn.side];
  const { points, off } = state.turn.position;
  return {
    board: {
      kind: "long-nardy",
      points,
      off,
      dice: state.dice,
      moves_left: over || state.turn.toPlay === 0 ? [] : state.turn.left,
      head_left: state.turn.headLeft,
      played: state.played,
      last_turn: state.last_turn,
      opening: state.opening,
      result: state.result,
    },
    turn: over ? null : state.turn.side,
    scores: [off[0], off[1]],
    allowed_actions: moving ? allowedActions(state) : [],
  };
}

function outcome(state: LongNardyState): Outcome {
  const winner = state.result === null ? undefined : state.seats[state.result.winner];
  return winner === undefined ? { status: "running" } : { status: "finished", winners: [winner] };
}

/** A timed-out turn is played out for the seat (the system forfeit does it). */
function timeoutAction(): GameAction {
  return { action_type: "forfeit", payload: {} };
}

/** Long nardy for two: both sides race the same way round from their heads, no hitting, a single checker holds a point. */
export const longNardy: GamePlugin<LongNardyState, LongNardyBoard> = {
  id: "long-nardy",
  rules_version: 1,
  name: "Long nardy",
  summary:
    "Race fifteen checkers the same way round from your head and bear them off; no hitting, one checker holds a point.",
  min_players: 2,
  max_players: 2,
  action_types: ACTIONS,
  setup,
  apply,
  view,
  outcome,
  timeoutAction,
};
