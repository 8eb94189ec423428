import type { GameAction, GameView } from "../contract.ts";
import { between, type Strategy, type Strength } from "../strategy.ts";
import type { DiceRaceBoard } from "./dice-race-board.ts";

const ROLL: GameAction = { action_type: "roll_dice", payload: {} };
const BANK: GameAction = { action_type: "pass", payload: {} };

/** The classic rule of thumb: bank once the turn is worth 20. */
const HOLD_AT = 20;

function easy(view: GameView<DiceRaceBoard>): GameAction {
  const pot = view.board.turn_total;
  return pot > 0 && pot >= HOLD_AT ? BANK : ROLL;
}

/**
 * Hold at about 20, adjusted to the race: bank as soon as the turn wins,
 * push on when behind and play safer when ahead (by an eighth of the gap),
 * and when an opponent is one good turn from winning, roll on to the goal.
 */
function hard(view: GameView<DiceRaceBoard>): GameAction {
  const { banked, turn_total: pot, target } = view.board;
  if (pot === 0) return ROLL;
  const seat = view.turn ?? 0;
  const own = banked[seat] ?? 0;
  if (own + pot >= target) return BANK;
  const best = Math.max(0, ...banked.filter((_, i) => i !== seat));
  const threshold =
    best >= target - HOLD_AT
      ? target - own
      : Math.min(30, Math.max(15, HOLD_AT + 1 + Math.round((best - own) / 8)));
  return pot >= threshold ? BANK : ROLL;
}

/** Pig's computer players: easy holds at 20, hard plays the end game. */
export const PIG_STRATEGIES: Readonly<Record<Strength, Strategy<DiceRaceBoard>>> = {
  easy,
  medium: between(easy, hard),
  hard,
};
