import type {
  AllowedAction,
  ApplyContext,
  ApplyResult,
  GameAction,
  GameOptions,
  GamePlugin,
  GameView,
  Outcome,
  Seat,
} from "../contract.ts";
import { checkAction } from "../kit/check-action.ts";
import { forfeitAction, seatIds } from "../kit/seats.ts";
import {
  confirmTurn,
  drop,
  forfeitTurn,
  moveChecker,
  nextSteps,
  offerDouble,
  roll,
  take,
  undo,
} from "./backgammon-actions.ts";
import type { BackgammonBoard } from "./backgammon-board.ts";
import { mayDouble, scoreAfter } from "./backgammon-cube.ts";
import { BackgammonOptions, matchOf, nextGameOptions } from "./backgammon-options.ts";
import { pipCount } from "./backgammon-position.ts";
import { type BackgammonState, newGame } from "./backgammon-state.ts";

const ACTIONS = [
  "roll_dice",
  "move_checker",
  "undo",
  "confirm_turn",
  "offer_double",
  "take",
  "drop",
] as const;
type BackgammonAction = (typeof ACTIONS)[number];

function setup(players: readonly Seat[], rng: ApplyContext["rng"], options?: GameOptions): BackgammonState {
  return newGame(seatIds(players, 2, 2), rng, matchOf(options));
}

function apply(state: BackgammonState, action: GameAction, ctx: ApplyContext): ApplyResult<BackgammonState> {
  const gate = { finished: state.result !== null, mover: state.seats[state.turn], accepted: ACTIONS };
  const refused = checkAction(gate, action, ctx.actor);
  if (refused) return refused;
  // checkAction let through only this game's types and the system's forfeit.
  switch (action.action_type as BackgammonAction | "forfeit") {
    case "roll_dice":
      return roll(state, ctx.rng);
    case "move_checker":
      return moveChecker(state, action.payload);
    case "undo":
      return undo(state);
    case "confirm_turn":
      return confirmTurn(state, ctx.rng);
    case "offer_double":
      return offerDouble(state);
    case "take":
      return take(state, ctx.rng);
    case "drop":
      return drop(state);
    default:
      return forfeitTurn(state, ctx.rng);
  }
}

/** An action with no payload, listed with its one payload. */
function bare(action_type: BackgammonAction): AllowedAction {
  return { action_type, payloads: [{}] };
}

/** What the side to act may do: every legal next checker move as its own payload. */
function allowedActions(state: BackgammonState): AllowedAction[] {
  switch (state.phase) {
    case "roll":
      return mayDouble(state.cube, state.turn)
        ? [bare("roll_dice"), bare("offer_double")]
        : [bare("roll_dice")];
    case "doubled":
      return [bare("take"), bare("drop")];
    case "move": {
      const seen = new Set<string>();
      const payloads = nextSteps(state).flatMap(({ from, to }) => {
        const key = `${from}/${to}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ from, to }];
      });
      const allowed: AllowedAction[] = [];
      if (payloads.length > 0) allowed.push({ action_type: "move_checker", payloads });
      else allowed.push(bare("confirm_turn"));
      if (state.played.length > 0) allowed.push(bare("undo"));
      return allowed;
    }
    default:
      return [];
  }
}

/** The match score shown: this game's points counted once it is over. */
function matchScore(state: BackgammonState): readonly number[] {
  const { match, result } = state;
  if (match === null) return [0, 1].map((seat) => (result?.winner === seat ? result.points : 0));
  return result ? scoreAfter(match, result) : match.score;
}

function view(state: BackgammonState, viewer: string | null): GameView<BackgammonBoard> {
  const over = state.result !== null;
  const moving = !over && viewer !== null && viewer === state.seats[state.turn];
  const { position, match, last_turn } = state;
  const scores = matchScore(state);
  return {
    board: {
      kind: "backgammon",
      points: position.points,
      bar: position.bar,
      off: position.off,
      dice: state.dice,
      moves_left: state.moves_left,
      cube: state.cube,
      match: match && { to: match.to, score: scores, crawford: match.crawford },
      phase: state.phase,
      pips: [pipCount(position, 0), pipCount(position, 1)],
      played: state.played,
      last_turn: last_turn && { seat: last_turn.side, dice: last_turn.dice, moves: last_turn.moves },
      result: state.result,
    },
    turn: over ? null : state.turn,
    scores,
    allowed_actions: moving ? allowedActions(state) : [],
  };
}

function outcome(state: BackgammonState): Outcome {
  const winner = state.result === null ? undefined : state.seats[state.result.winner];
  return winner === undefined ? { status: "running" } : { status: "finished", winners: [winner] };
}

/** Backgammon for two: the forced-move rule, the doubling cube, gammons and backgammons. */
export const backgammon: GamePlugin<BackgammonState, BackgammonBoard, BackgammonAction> = {
  id: "backgammon",
  rules_version: 1,
  name: "Backgammon",
  summary:
    "Race your 15 checkers home and off; hit blots, build points, and double the stakes with the cube.",
  min_players: 2,
  max_players: 2,
  action_types: ACTIONS,
  options: BackgammonOptions,
  setup,
  rematchOptions: (state, lostOnTime = []) =>
    nextGameOptions(state.match, state.result, lostOnTime.length > 0 && state.result === null),
  apply,
  view,
  outcome,
  // The timer plays the absent mover's turn (see forfeitTurn), so a game never stalls on a timeout.
  timeoutAction: forfeitAction,
};
