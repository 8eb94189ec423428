/** What each backgammon action does to the state, refusals included. */
import type { ApplyResult, Rng } from "../contract.ts";
import { reject } from "../kit/reject.ts";
import { bearOffResult, bornOff, droppedResult, mayDouble, takenCube } from "./backgammon-cube.ts";
import { applyMove, unmove } from "./backgammon-moves.ts";
import { type CheckerMove, type From, opponent, POINTS, type To } from "./backgammon-position.ts";
import { refusalOf } from "./backgammon-refusals.ts";
import { type BackgammonState, rollFor, startTurn } from "./backgammon-state.ts";
import { diceToPlay, legalSteps } from "./backgammon-turns.ts";

type Result = ApplyResult<BackgammonState>;

/** The legal checker moves of the side to move, under the forced-move rule. */
export function nextSteps(state: BackgammonState) {
  if (state.phase !== "move") return [];
  return legalSteps(state.position, state.turn, state.moves_left);
}

function isPoint(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= POINTS;
}

/** Reads `{from, to}`: a point 1..24 or "bar", and a point 1..24 or "off". */
function parseMove(payload: Readonly<Record<string, unknown>>): { from: From; to: To } | null {
  const { from, to } = payload;
  if (!(isPoint(from) || from === "bar") || !(isPoint(to) || to === "off")) return null;
  return { from, to };
}

/** The mover rolls, from the roll phase. */
export function roll(state: BackgammonState, rng: Rng): Result {
  if (state.phase !== "roll")
    return reject("invalid_phase", "Your dice are already rolled: move your checkers.");
  return { ok: true, state: rollFor(state, rng) };
}

/** One checker moves by one die; bearing off the last checker ends the game at once. */
export function moveChecker(state: BackgammonState, payload: Readonly<Record<string, unknown>>): Result {
  const wanted = parseMove(payload);
  if (wanted === null)
    return reject(
      "invalid_payload",
      'Name a move as {from, to}: from a point 1-24 or "bar", to a point 1-24 or "off".',
    );
  if (state.phase !== "move") return reject("invalid_phase", "Roll the dice first.");
  // The smallest die that makes this move legally: where two could, the larger stays for later.
  const move = nextSteps(state)
    .filter((step) => step.from === wanted.from && step.to === wanted.to)
    .reduce<CheckerMove | null>((a, b) => (a === null || b.die < a.die ? b : a), null);
  if (move === null) {
    const refusal = refusalOf(state.position, state.turn, state.moves_left, wanted.from, wanted.to);
    return reject("invalid_action", refusal ?? "That move is not allowed now.");
  }
  const position = applyMove(state.position, state.turn, move);
  const moves_left = state.moves_left.slice();
  moves_left.splice(moves_left.indexOf(move.die), 1);
  const played = [...state.played, move];
  if (bornOff(position, state.turn)) {
    const result = bearOffResult(position, state.turn, state.cube);
    const last_turn = { side: state.turn, dice: state.dice ?? [], moves: played };
    return { ok: true, state: { ...state, position, moves_left, played, last_turn, phase: "over", result } };
  }
  return { ok: true, state: { ...state, position, moves_left, played } };
}

/** Takes back the last checker moved this turn. */
export function undo(state: BackgammonState): Result {
  if (state.phase !== "move" || state.played.length === 0)
    return reject("invalid_phase", "There is no checker move of this turn to undo.");
  const played = state.played.slice(0, -1);
  const last = state.played[state.played.length - 1] as CheckerMove;
  const moves_left = diceToPlay(state.dice ?? []);
  for (const move of played) moves_left.splice(moves_left.indexOf(move.die), 1);
  return {
    ok: true,
    state: { ...state, position: unmove(state.position, state.turn, last), moves_left, played },
  };
}

/** Ends the turn once no die is left that could be played; the other side's turn begins. */
export function confirmTurn(state: BackgammonState, rng: Rng): Result {
  if (state.phase !== "move") return reject("invalid_phase", "Roll the dice first.");
  if (nextSteps(state).length > 0)
    return reject("invalid_action", "You still have a die you can play: move a checker before you confirm.");
  const last_turn = { side: state.turn, dice: state.dice ?? [], moves: state.played };
  return { ok: true, state: startTurn({ ...state, last_turn }, opponent(state.turn), rng) };
}

/** The mover offers to double the stakes before rolling; the other side decides. */
export function offerDouble(state: BackgammonState): Result {
  if (state.phase !== "roll") return reject("invalid_phase", "You may double only before you roll.");
  if (!mayDouble(state.cube, state.turn))
    return reject(
      "invalid_action",
      state.cube ? "Your opponent owns the cube." : "No doubling in the Crawford game.",
    );
  return { ok: true, state: { ...state, phase: "doubled", turn: opponent(state.turn) } };
}

/** The doubled side plays on at twice the stakes and owns the cube; the doubler rolls. */
export function take(state: BackgammonState, rng: Rng): Result {
  if (state.phase !== "doubled" || state.cube === null)
    return reject("invalid_phase", "No double is on offer.");
  const cube = takenCube(state.cube, state.turn);
  return { ok: true, state: rollFor({ ...state, cube, turn: opponent(state.turn) }, rng) };
}

/** The doubled side gives up the game at the cube's value before the double. */
export function drop(state: BackgammonState): Result {
  if (state.phase !== "doubled" || state.cube === null)
    return reject("invalid_phase", "No double is on offer.");
  const result = droppedResult(opponent(state.turn), state.cube);
  return { ok: true, state: { ...state, phase: "over", result } };
}

/**
 * The turn timer plays an absent mover's turn for it: it rolls if it has
 * not, plays the first legal sequence and ends the turn; a double on offer
 * is dropped.
 */
export function forfeitTurn(state: BackgammonState, rng: Rng): Result {
  if (state.phase === "doubled") return drop(state);
  let next = state.phase === "roll" ? rollFor(state, rng) : state;
  // Each listed step keeps to the forced-move rule, so taking the first until none is left plays a legal turn.
  for (let step = nextSteps(next)[0]; step !== undefined; step = nextSteps(next)[0]) {
    const moved = moveChecker(next, { from: step.from, to: step.to });
    if (!moved.ok || moved.state.phase === "over") return moved;
    next = moved.state;
  }
  return confirmTurn(next, rng);
}
