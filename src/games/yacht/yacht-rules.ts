import type { ApplyResult, Rng } from "../contract.ts";
import { reject } from "../kit/reject.ts";
import { nextSeat } from "../kit/seats.ts";
import { YACHT_CATEGORIES, type YachtCategory } from "./yacht-categories.ts";
import { scoreCategory } from "./yacht-scoring.ts";
import {
  DICE_COUNT,
  hasRolled,
  NO_HOLDS,
  ROLLS_PER_TURN,
  UNROLLED_DICE,
  type YachtState,
} from "./yacht-state.ts";

/** Rolls every die not listed in `hold`; the hold list is validated here because it is part of the payload. */
export function roll(state: YachtState, hold: unknown, rng: Rng): ApplyResult<YachtState> {
  const held = parseHold(hold);
  if (held === null)
    return reject("invalid_payload", "To hold dice, list different dice numbers from 0 to 4.");
  if (!hasRolled(state) && held.includes(true)) {
    return reject("invalid_payload", "You cannot hold dice before the first roll of your turn.");
  }
  if (state.rolls_left === 0) return reject("invalid_phase", "No rolls left: choose a category to score.");
  const dice = state.dice.map((die, i) => (held[i] ? die : rng.die()));
  return { ok: true, state: withDice(state, dice, held, state.rolls_left - 1) };
}

/** Stops rolling early so the player can only score the dice on the table. */
export function stopRolling(state: YachtState): ApplyResult<YachtState> {
  if (!hasRolled(state)) return reject("invalid_phase", "Roll the dice before you pass.");
  if (state.rolls_left === 0) return reject("invalid_phase", "No rolls left: choose a category to score.");
  return { ok: true, state: withDice(state, state.dice, state.held, 0) };
}

/** Scores the dice in the category a player picked. */
export function chooseCategory(state: YachtState, cell: unknown): ApplyResult<YachtState> {
  if (!isCategory(cell)) return reject("invalid_payload", "Pick a category name from the scorecard.");
  if (!hasRolled(state)) return reject("invalid_phase", "Roll the dice before you score.");
  const index = YACHT_CATEGORIES.indexOf(cell);
  if (state.cards[state.turn]?.[index] !== null) {
    return reject("invalid_action", `You have already scored ${cell.replaceAll("_", " ")}.`);
  }
  return { ok: true, state: scoreAndPass(state, index, scoreCategory(cell, state.dice)) };
}

/** A timed-out turn still fills a box: the best one for the dice on the table, or 0 if nothing was rolled. */
export function forfeitTurn(state: YachtState): YachtState {
  const card = state.cards[state.turn] ?? [];
  let best = -1;
  let bestPoints = -1;
  card.forEach((points, i) => {
    if (points !== null) return;
    const category = YACHT_CATEGORIES[i];
    const value = category !== undefined && hasRolled(state) ? scoreCategory(category, state.dice) : 0;
    if (value > bestPoints) {
      best = i;
      bestPoints = value;
    }
  });
  return scoreAndPass(state, best, bestPoints);
}

// A literal in the stored key order keeps states one shape; object spread measured several times slower.
function withDice(
  state: YachtState,
  dice: readonly number[],
  held: readonly boolean[],
  rolls_left: number,
): YachtState {
  return {
    seats: state.seats,
    turn: state.turn,
    dice,
    held,
    rolls_left,
    cards: state.cards,
    over: state.over,
  };
}

function scoreAndPass(state: YachtState, index: number, points: number): YachtState {
  const cards = state.cards.map((card, seat) => {
    if (seat !== state.turn) return card;
    const filled = card.slice();
    filled[index] = points;
    return filled;
  });
  const over = cards.every((card) => !card.includes(null));
  return {
    seats: state.seats,
    turn: over ? state.turn : nextSeat(state.turn, state.seats.length),
    dice: UNROLLED_DICE,
    held: NO_HOLDS,
    rolls_left: ROLLS_PER_TURN,
    cards,
    over,
  };
}

function isCategory(value: unknown): value is YachtCategory {
  return (YACHT_CATEGORIES as readonly unknown[]).includes(value);
}

// Returns a held-mask, or null when the payload is not a list of distinct positions.
function parseHold(hold: unknown): boolean[] | null {
  const held = NO_HOLDS.slice();
  if (hold === undefined) return held;
  if (!Array.isArray(hold)) return null;
  for (const position of hold) {
    if (!Number.isInteger(position) || position < 0 || position >= DICE_COUNT || held[position]) return null;
    held[position] = true;
  }
  return held;
}
