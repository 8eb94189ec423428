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
import type { LudoBoard } from "./ludo-board.ts";
import {
  allHome,
  HOME,
  movableTokens,
  moveToken,
  SAFE_SQUARES,
  SIX,
  startSquares,
  TOKENS,
  target,
  YARD,
} from "./ludo-rules.ts";

/** Stored after every action; `die` is the roll a `move` phase waits to spend. */
export interface LudoState {
  readonly seats: readonly string[];
  readonly starts: readonly number[];
  readonly tokens: readonly (readonly number[])[];
  readonly turn: number;
  readonly phase: "roll" | "move";
  readonly die: number | null;
  readonly sixes: number;
  readonly last_move: LudoBoard["last_move"];
  /** Seat index of the winner, null while running. */
  readonly winner: number | null;
}

const ACTIONS = ["roll_dice", "choose_cell"] as const;
/** Sixes in a row that end a turn instead of moving. */
const SIXES_LIMIT = 3;

function setup(players: readonly Seat[]): LudoState {
  const seats = seatIds(players, 2, 4);
  return {
    seats,
    starts: startSquares(seats.length),
    tokens: seats.map(() => Array<number>(TOKENS).fill(YARD)),
    turn: 0,
    phase: "roll",
    die: null,
    sixes: 0,
    last_move: null,
    winner: null,
  };
}

/** The next seat rolls; the last die stays on the board. */
function passTurn(state: LudoState, changes: Partial<LudoState> = {}): LudoState {
  const turn = nextSeat(state.turn, state.seats.length);
  return { ...state, ...changes, turn, phase: "roll", sixes: 0 };
}

function roll(state: LudoState, ctx: ApplyContext): ApplyResult<LudoState> {
  if (state.phase === "move") return reject("invalid_phase", "Choose a token to move first.");
  const die = ctx.rng.die();
  const sixes = die === SIX ? state.sixes + 1 : 0;
  if (sixes === SIXES_LIMIT) return { ok: true, state: passTurn(state, { die }) };
  if (movableTokens(state.tokens[state.turn] ?? [], die).length > 0) {
    return { ok: true, state: { ...state, phase: "move", die, sixes } };
  }
  // No token can use the roll: a six still earns the next roll, anything else ends the turn.
  if (die === SIX) return { ok: true, state: { ...state, die, sixes } };
  return { ok: true, state: passTurn(state, { die }) };
}

function move(state: LudoState, cell: unknown): ApplyResult<LudoState> {
  if (typeof cell !== "number" || !Number.isInteger(cell) || cell < 0 || cell >= TOKENS) {
    return reject("invalid_payload", "Name a token from 0 to 3.");
  }
  if (state.phase === "roll" || state.die === null) return reject("invalid_phase", "Roll the die first.");
  const from = state.tokens[state.turn]?.[cell] ?? YARD;
  const to = target(from, state.die);
  if (to === null) return reject("invalid_action", `Token ${cell + 1} cannot move ${state.die}.`);
  const { tokens, captured } = moveToken(state.starts, state.tokens, state.turn, cell, to);
  const last_move = { seat: state.turn, token: cell, from, to, captured };
  if (allHome(tokens[state.turn] ?? [])) {
    return { ok: true, state: { ...state, tokens, last_move, phase: "roll", winner: state.turn } };
  }
  if (state.die === SIX) return { ok: true, state: { ...state, tokens, last_move, phase: "roll" } };
  return { ok: true, state: passTurn(state, { tokens, last_move }) };
}

function apply(state: LudoState, action: GameAction, ctx: ApplyContext): ApplyResult<LudoState> {
  const gate = { finished: state.winner !== null, mover: state.seats[state.turn], accepted: ACTIONS };
  const refused = checkAction(gate, action, ctx.actor);
  if (refused) return refused;
  switch (action.action_type) {
    case "roll_dice":
      return roll(state, ctx);
    case "choose_cell":
      return move(state, action.payload.cell);
    default: // checkAction lets nothing else through but the system forfeit
      return { ok: true, state: passTurn(state) };
  }
}

/** The tokens the mover may choose; none until a roll waits to be spent. */
function movable(state: LudoState): number[] {
  if (state.phase === "roll" || state.die === null) return [];
  return movableTokens(state.tokens[state.turn] ?? [], state.die);
}

/** What each movable token would do with the waiting roll. */
function tokenMoves(state: LudoState): LudoBoard["moves"] {
  const own = state.tokens[state.turn] ?? [];
  return movable(state).map((token) => {
    const from = own[token] ?? YARD;
    const to = target(from, state.die ?? 0) ?? from;
    return {
      token,
      from,
      to,
      captures: moveToken(state.starts, state.tokens, state.turn, token, to).captured,
    };
  });
}

function allowedActions(state: LudoState): AllowedAction[] {
  if (state.phase === "roll") return [{ action_type: "roll_dice" }];
  return [{ action_type: "choose_cell", choices: movable(state) }];
}

function view(state: LudoState, viewer: string | null): GameView<LudoBoard> {
  const over = state.winner !== null;
  const moving = !over && viewer !== null && viewer === state.seats[state.turn];
  return {
    board: {
      kind: "ludo",
      starts: state.starts,
      tokens: state.tokens,
      safe: SAFE_SQUARES,
      phase: state.phase,
      last_roll: state.die,
      sixes: state.sixes,
      moves: over ? [] : tokenMoves(state),
      last_move: state.last_move,
    },
    turn: over ? null : state.turn,
    scores: state.tokens.map((own) => own.filter((progress) => progress === HOME).length),
    allowed_actions: moving ? allowedActions(state) : [],
  };
}

function outcome(state: LudoState): Outcome {
  const winner = state.winner === null ? undefined : state.seats[state.winner];
  return winner === undefined ? { status: "running" } : { status: "finished", winners: [winner] };
}

/** A timed-out roll passes the turn; a timed-out choice moves the first token that can. */
function timeoutAction(state: LudoState): GameAction {
  const first = movable(state)[0];
  return first === undefined ? forfeitAction() : { action_type: "choose_cell", payload: { cell: first } };
}

/** Ludo for 2–4 players: a six brings a token out, landing on an opponent sends it home, four home wins. */
export const ludo: GamePlugin<LudoState, LudoBoard, (typeof ACTIONS)[number]> = {
  id: "ludo",
  rules_version: 1,
  name: "Ludo",
  summary: "Race four tokens round the board and home; a 6 brings one out, landing on a rival sends it back.",
  min_players: 2,
  max_players: 4,
  action_types: ACTIONS,
  setup,
  apply,
  view,
  outcome,
  timeoutAction,
};
