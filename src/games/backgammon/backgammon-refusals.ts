/** Why a checker move is refused, in words a player can act on. */
import { allHome, movesForDie, singleMove } from "./backgammon-moves.ts";
import { type From, ownAt, type Position, type Side, signOf, type To } from "./backgammon-position.ts";
import { legalSteps, playableCount } from "./backgammon-turns.ts";

/** How a point or the bar reads in a refusal. */
function placeName(place: From | To): string {
  if (place === "bar") return "the bar";
  if (place === "off") return "off the board";
  return `point ${place}`;
}

/** Why no die moves a checker from `from` to `to` at all, before the forced-move rule. */
function geometryRefusal(
  position: Position,
  side: Side,
  left: readonly number[],
  from: From,
  to: To,
): string {
  if (position.bar[side] > 0 && from !== "bar") return "You have a checker on the bar: enter it first.";
  if (from === "bar" && position.bar[side] === 0) return "You have no checker on the bar.";
  if (from !== "bar" && ownAt(position, side, from) === 0) return `You have no checker on point ${from}.`;
  if (to === "off" && !allHome(position, side))
    return "You can bear off only once all your checkers are in your home board.";
  if (typeof to === "number" && signOf(side) * (position.points[to - 1] ?? 0) < -1)
    return `Point ${to} is held by your opponent.`;
  if (to === "off") return "No die left bears that checker off: a checker on a higher point must move first.";
  return `No die left (${left.join(", ")}) moves a checker from ${placeName(from)} to ${placeName(to)}.`;
}

/**
 * Why `side` may not move a checker from `from` to `to` with the dice
 * `left`, or null when it may. A move that is possible on the board but
 * would leave a playable die unplayed is refused by the forced-move rule.
 */
export function refusalOf(
  position: Position,
  side: Side,
  left: readonly number[],
  from: From,
  to: To,
): string | null {
  if (left.length === 0) return "You have played all your dice: confirm your turn.";
  const steps = legalSteps(position, side, left);
  if (steps.some((step) => step.from === from && step.to === to)) return null;
  if (steps.length === 0) return "No checker can move with these dice: confirm your turn.";
  const possible = [...new Set(left)].some((die) => {
    const move = singleMove(position, side, from, die);
    return move !== null && move.to === to;
  });
  if (!possible) return geometryRefusal(position, side, left, from, to);
  const most = playableCount(position, side, left);
  if (most === 1 && left.length === 2 && left[0] !== left[1]) {
    const high = Math.max(...left);
    if (movesForDie(position, side, high).length > 0)
      return `Only one die can be played, so you must play the larger: ${high}.`;
  }
  return `That move would leave a die you could play unused: a sequence exists that plays ${most === left.length ? "all your dice" : `${most} of them`}.`;
}
