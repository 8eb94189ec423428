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
import { forfeitAction, seatIds } from "../kit/seats.ts";
import type { YachtBoard } from "./yacht-board.ts";
import { YACHT_CATEGORIES, type YachtCategory } from "./yacht-categories.ts";
import { chooseCategory, forfeitTurn, roll, stopRolling } from "./yacht-rules.ts";
import { cardTotal, scoreCategory } from "./yacht-scoring.ts";
import { hasRolled, NO_HOLDS, ROLLS_PER_TURN, UNROLLED_DICE, type YachtState } from "./yacht-state.ts";

const ACTIONS = ["roll_dice", "choose_cell", "pass"] as const;

function setup(players: readonly Seat[]): YachtState {
  const seats = seatIds(players, 1, 6);
  return {
    seats,
    turn: 0,
    dice: UNROLLED_DICE,
    held: NO_HOLDS,
    rolls_left: ROLLS_PER_TURN,
    cards: seats.map(() => Array<null>(YACHT_CATEGORIES.length).fill(null)),
    over: false,
  };
}

function apply(state: YachtState, action: GameAction, ctx: ApplyContext): ApplyResult<YachtState> {
  const gate = { finished: state.over, mover: state.seats[state.turn], accepted: ACTIONS };
  const refused = checkAction(gate, action, ctx.actor);
  if (refused) return refused;
  // checkAction let through only this game's types and the system's forfeit.
  switch (action.action_type as (typeof ACTIONS)[number] | "forfeit") {
    case "roll_dice":
      return roll(state, action.payload.hold, ctx.rng);
    case "choose_cell":
      return chooseCategory(state, action.payload.cell);
    case "pass":
      return stopRolling(state);
    case "forfeit":
      return { ok: true, state: forfeitTurn(state) };
  }
}

function openCategories(state: YachtState): YachtCategory[] {
  const card = state.cards[state.turn] ?? [];
  return YACHT_CATEGORIES.filter((_, i) => card[i] === null);
}

function allowedActions(state: YachtState): AllowedAction[] {
  if (!hasRolled(state)) return [{ action_type: "roll_dice" }];
  const choose: AllowedAction = { action_type: "choose_cell", choices: openCategories(state) };
  if (state.rolls_left === 0) return [choose];
  return [{ action_type: "roll_dice", hold: true }, choose, { action_type: "pass" }];
}

function view(state: YachtState, viewer: string | null): GameView<YachtBoard> {
  const potential: Partial<Record<YachtCategory, number>> = {};
  if (!state.over && hasRolled(state)) {
    for (const category of openCategories(state)) potential[category] = scoreCategory(category, state.dice);
  }
  const moving = !state.over && viewer !== null && viewer === state.seats[state.turn];
  return {
    board: {
      kind: "yacht",
      dice: state.dice,
      held: state.held,
      rolls_left: state.rolls_left,
      scorecards: state.cards.map(toScorecard),
      potential,
    },
    turn: state.over ? null : state.turn,
    scores: state.cards.map(cardTotal),
    allowed_actions: moving ? allowedActions(state) : [],
  };
}

function toScorecard(card: readonly (number | null)[]): Partial<Record<YachtCategory, number>> {
  const scorecard: Partial<Record<YachtCategory, number>> = {};
  YACHT_CATEGORIES.forEach((category, i) => {
    const points = card[i];
    if (points !== null && points !== undefined) scorecard[category] = points;
  });
  return scorecard;
}

function outcome(state: YachtState): Outcome {
  if (!state.over) return { status: "running" };
  const totals = state.cards.map(cardTotal);
  const best = Math.max(...totals);
  return { status: "finished", winners: state.seats.filter((_, seat) => totals[seat] === best) };
}

/** Yacht: thirteen rounds of up to three rolls of five dice, each round filling one scorecard box. */
export const yacht: GamePlugin<YachtState, YachtBoard, (typeof ACTIONS)[number]> = {
  id: "yacht",
  rules_version: 1,
  name: "Yacht",
  summary: "Roll five dice up to three times a turn and fill all 13 scorecard boxes; highest total wins.",
  min_players: 2,
  max_players: 6,
  action_types: ACTIONS,
  setup,
  apply,
  view,
  outcome,
  timeoutAction: forfeitAction,
};
