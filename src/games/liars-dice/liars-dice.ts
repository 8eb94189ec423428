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
import { forfeitAction, seatIds } from "../kit/seats.ts";
import { bidKey, legalBids } from "./liars-dice-bids.ts";
import type { LiarsDiceBoard } from "./liars-dice-board.ts";
import { callBid, forfeitTurn, placeBid, rollCups } from "./liars-dice-rules.ts";
import { currentBid, diceCounts, type LiarsDiceState, STARTING_DICE } from "./liars-dice-state.ts";

const ACTIONS = ["choose_cell", "pass"] as const;

function drawSalt(rng: Rng): string {
  return Array.from({ length: 4 }, () => rng.int(0x1_0000_0000).toString(16).padStart(8, "0")).join("");
}

function setup(players: readonly Seat[], rng: Rng): LiarsDiceState {
  const seats = seatIds(players, 2, 6);
  const salt = drawSalt(rng);
  return {
    seats,
    salt,
    round: 1,
    cups: rollCups(
      seats.map(() => STARTING_DICE),
      rng,
    ),
    turn: 0,
    bids: [],
    revealed: null,
    over: false,
  };
}

function apply(state: LiarsDiceState, action: GameAction, ctx: ApplyContext): ApplyResult<LiarsDiceState> {
  const gate = { finished: state.over, mover: state.seats[state.turn], accepted: ACTIONS };
  const refused = checkAction(gate, action, ctx.actor);
  if (refused) return refused;
  // checkAction has refused every type but these three.
  if (action.action_type === "pass") return callBid(state, ctx.rng);
  if (action.action_type === "forfeit") return forfeitTurn(state, ctx.rng);
  return placeBid(state, action.payload.cell);
}

function allowedActions(state: LiarsDiceState): AllowedAction[] {
  const total = diceCounts(state).reduce((a, b) => a + b, 0);
  const choices = legalBids(currentBid(state), total).map(bidKey);
  // At the top of the table (every die named) there is no raise left, only the call.
  const bid: AllowedAction[] = choices.length ? [{ action_type: "choose_cell", choices }] : [];
  return currentBid(state) === null ? bid : [...bid, { action_type: "pass" }];
}

/** The one place the cups are hidden: a seat sees its own, nobody sees another's before the call. */
function view(state: LiarsDiceState, viewer: string | null): GameView<LiarsDiceBoard> {
  const seat = viewer === null ? -1 : state.seats.indexOf(viewer);
  const mine = seat >= 0 && !state.over ? (state.cups[seat] ?? []) : [];
  const counts = diceCounts(state);
  return {
    board: {
      kind: "liars-dice",
      round: state.round,
      dice_counts: counts,
      viewer_seat: seat >= 0 ? seat : null,
      my_dice: mine,
      bids: state.bids,
      last_round: state.revealed,
    },
    turn: state.over ? null : state.turn,
    scores: counts,
    allowed_actions: !state.over && seat === state.turn ? allowedActions(state) : [],
  };
}

function outcome(state: LiarsDiceState): Outcome {
  if (!state.over) return { status: "running" };
  return {
    status: "finished",
    winners: state.seats.filter((_, seat) => (state.cups[seat]?.length ?? 0) > 0),
  };
}

/** Liar's dice: five hidden dice each, bid on what all cups hold, call a lie, lose a die. */
export const liarsDice: GamePlugin<LiarsDiceState, LiarsDiceBoard, (typeof ACTIONS)[number]> = {
  id: "liars-dice",
  rules_version: 1,
  name: "Liar's Dice",
  summary:
    "Bid on what all the hidden dice show (ones are wild) or call a lie; the last player with dice wins.",
  min_players: 2,
  max_players: 6,
  action_types: ACTIONS,
  setup,
  apply,
  view,
  outcome,
  timeoutAction: forfeitAction,
};
