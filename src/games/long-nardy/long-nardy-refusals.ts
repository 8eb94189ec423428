/** Why a checker may not move as asked, in words a player reads in the chat or on the web. */
import type { Rejection } from "../contract.ts";
import { reject } from "../kit/reject.ts";
import {
  allHome,
  boardPoint,
  HEAD,
  illegalBlock,
  landing,
  ownAt,
  ownPoint,
  singleMove,
} from "./long-nardy-position.ts";
import { legalSteps, type TurnState } from "./long-nardy-turns.ts";

/** The die that takes a checker from `from` to `to` this turn, or null when none of the dice left does. */
export function dieFor(turn: TurnState, from: number, to: number | "off"): number | null {
  // Bearing off can take several dice; the smallest keeps the larger, which bears off from anywhere.
  const dice = [...new Set(turn.left)].sort((a, b) => a - b);
  return dice.find((die) => landing(turn.side, from, die) === to) ?? null;
}

/** The refusal of a step that is not among the legal ones, naming the rule it breaks. */
export function refuseStep(turn: TurnState, from: number, to: number | "off"): Rejection {
  const own = ownPoint(turn.side, from);
  if (ownAt(turn.position, turn.side, own) === 0) {
    return reject("invalid_action", `You have no checker on point ${from}.`);
  }
  const die = dieFor(turn, from, to);
  if (die === null) {
    return reject(
      "invalid_action",
      `No die left (${turn.left.join(", ")}) takes a checker from ${from} to ${to}.`,
    );
  }
  if (from === boardPoint(turn.side, HEAD) && turn.headLeft === 0) {
    return reject(
      "invalid_action",
      "Only one checker may leave the head per turn (two on a first 6-6, 4-4 or 3-3).",
    );
  }
  if (singleMove(turn.position, turn.side, from, die) === null) return refuseBlocked(turn, from, to, die);
  if (turn.forced !== null && die !== turn.forced) {
    return reject("invalid_action", `Only one die can be played, so it must be the larger: ${turn.forced}.`);
  }
  const ways = legalSteps(turn).map(({ step }) => `${step.from}→${step.to}`);
  return reject(
    "invalid_action",
    `That would leave a die unplayed that can be played: you must play ${turn.toPlay} more. Legal now: ${ways.join(", ")}.`,
  );
}

/** Why the single move itself is forbidden: a taken point, an early bear-off or a block of six. */
function refuseBlocked(turn: TurnState, from: number, to: number | "off", die: number): Rejection {
  if (to === "off") {
    return allHome(turn.position, turn.side)
      ? reject(
          "invalid_action",
          `A ${die} bears off only from its own point while a checker stands farther out.`,
        )
      : reject("invalid_action", "You can bear off only once all your checkers are home.");
  }
  if (ownAt(turn.position, turn.side === 0 ? 1 : 0, ownPoint(turn.side === 0 ? 1 : 0, to)) > 0) {
    return reject("invalid_action", `Point ${to} is held by your opponent: no hitting in long nardy.`);
  }
  const sign = turn.side === 0 ? 1 : -1;
  const points = turn.position.points.map(
    (n, i) => n - (i === from - 1 ? sign : 0) + (i === to - 1 ? sign : 0),
  );
  return illegalBlock({ ...turn.position, points }, turn.side)
    ? reject("invalid_action", "That would make six points in a row with no opposing checker past them.")
    : reject("invalid_action", `A checker cannot move from ${from} to ${to}.`);
}
