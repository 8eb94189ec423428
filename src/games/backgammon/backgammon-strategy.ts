/**
 * Backgammon's computer players. Each picks a whole turn (backgammon-choosers.ts)
 * and plays its first checker move; called again after each move, it picks
 * again from where the turn now stands, then confirms. Hard also handles the
 * cube by its network's estimate of its chances (backgammon-cube-sense.ts).
 */
import type { GameAction, GameView, Rng } from "../contract.ts";
import type { Strategy, Strength } from "../strategy.ts";
import type { BackgammonBoard } from "./backgammon-board.ts";
import { crudeTurn, networkTurn, pubevalTurn, type TurnChooser } from "./backgammon-choosers.ts";
import { acceptsDouble, offersDouble } from "./backgammon-cube-sense.ts";
import NETWORK from "./backgammon-network.json" with { type: "json" };
import { evaluator } from "./backgammon-network.ts";
import type { Position, Side } from "./backgammon-position.ts";

const act = (action_type: string, payload: Record<string, unknown> = {}): GameAction => ({
  action_type,
  payload,
});

/** The cube decisions of a player; those without one never double and always take. */
interface CubeSense {
  readonly double: (position: Position, side: Side) => boolean;
  readonly take: (position: Position, side: Side) => boolean;
}

const NO_CUBE: CubeSense = { double: () => false, take: () => true };

/** A strategy from a turn chooser and a cube sense. */
function player(choose: () => TurnChooser, cube: () => CubeSense): Strategy<BackgammonBoard> {
  return (view: GameView<BackgammonBoard>, rng: Rng): GameAction => {
    const allowed = new Set(view.allowed_actions.map((a) => a.action_type));
    const side = (view.turn ?? 0) as Side;
    const { points, bar, off, moves_left } = view.board;
    const position: Position = { points, bar: [bar[0] ?? 0, bar[1] ?? 0], off: [off[0] ?? 0, off[1] ?? 0] };
    if (allowed.has("take")) return act(cube().take(position, side) ? "take" : "drop");
    if (allowed.has("move_checker")) {
      const first = choose()(position, side, moves_left, rng).moves[0];
      if (first) return act("move_checker", { from: first.from, to: first.to });
    }
    if (allowed.has("confirm_turn")) return act("confirm_turn");
    if (allowed.has("offer_double") && cube().double(position, side)) return act("offer_double");
    return act(
      allowed.has("roll_dice") ? "roll_dice" : (view.allowed_actions[0]?.action_type ?? "roll_dice"),
    );
  };
}

/** The hard player: the network chooses turns and cube actions. */
function hardPlayer(): Strategy<BackgammonBoard> {
  const evaluate = () => evaluator(NETWORK);
  return player(
    () => networkTurn(evaluate()),
    () => {
      const e = evaluate();
      return { double: (p, side) => offersDouble(e, p, side), take: (p, side) => acceptsDouble(e, p, side) };
    },
  );
}

/**
 * Backgammon's computer players: easy counts blots and points, medium is
 * Tesauro's pubeval (the yardstick), hard is the self-play network with its cube.
 */
export const BACKGAMMON_STRATEGIES: Readonly<Record<Strength, Strategy<BackgammonBoard>>> = {
  easy: player(
    () => crudeTurn,
    () => NO_CUBE,
  ),
  medium: player(
    () => pubevalTurn,
    () => NO_CUBE,
  ),
  hard: hardPlayer(),
};
