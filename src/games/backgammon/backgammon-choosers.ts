/**
 * How each computer player picks a whole turn from the rules' list of legal
 * turns: easy by a crude count of blots and made points, medium by pubeval,
 * hard by the self-play network. Each is a pure function of the position,
 * the side to move and the dice still to play.
 */
import type { Rng } from "../contract.ts";
import { type Evaluator, winChance } from "./backgammon-network.ts";
import type { Position, Side } from "./backgammon-position.ts";
import { pubeval } from "./backgammon-pubeval.ts";
import { inContact, OWN_OFF, type SideView, sideView } from "./backgammon-side.ts";

const ALL_OFF = 15;

import { type Turn, turnsWith } from "./backgammon-turns.ts";

/** Picks a turn among the legal ones for `side` with dice `left`. */
export type TurnChooser = (position: Position, side: Side, left: readonly number[], rng: Rng) => Turn;

/** The turn with the highest score; ties go to `rng`. */
function best(turns: readonly Turn[], score: (turn: Turn) => number, rng: Rng): Turn {
  let top = Number.NEGATIVE_INFINITY;
  let tied: Turn[] = [];
  for (const turn of turns) {
    const s = score(turn);
    if (s > top) {
      top = s;
      tied = [turn];
    } else if (s === top) tied.push(turn);
  }
  return tied[rng.int(tied.length)] as Turn;
}

/** A beginner's eye: made points are good, lone checkers bad, hits good. */
function crudeScore(view: SideView): number {
  let score = 2 * (view[25] as number);
  for (let i = 0; i < 24; i++) {
    const n = view[i] as number;
    if (n >= 2) score += 1;
    else if (n === 1) score -= 1;
  }
  return score;
}

/** Easy: a crude count of made points, blots and hits. */
export const crudeTurn: TurnChooser = (position, side, left, rng) =>
  best(turnsWith(position, side, left), (turn) => crudeScore(sideView(turn.position, side)), rng);

/** Medium: Tesauro's pubeval, contact or race weights as the position stood before the turn. */
export const pubevalTurn: TurnChooser = (position, side, left, rng) => {
  const race = !inContact(sideView(position, side));
  return best(turnsWith(position, side, left), (turn) => pubeval(sideView(turn.position, side), race), rng);
};

/** The network's estimate as log-odds, kept finite. */
function logOdds(chance: number): number {
  const p = Math.min(Math.max(chance, 1e-6), 1 - 1e-6);
  return Math.log(p / (1 - p));
}

/**
 * Hard: pubeval's score plus `blend` times the network's log-odds that `side`
 * wins. Pubeval ranks moves well but knows nothing of the opponent's points
 * or of probabilities; the network, trained by self-play from pubeval's
 * judgement, corrects it (the blend is the network's, measured by the bench).
 */
export function networkTurn(evaluate: Evaluator): TurnChooser {
  const blend = evaluate.net.blend;
  return (position, side, left, rng) => {
    const race = !inContact(sideView(position, side));
    const score = (turn: Turn) => {
      const view = sideView(turn.position, side);
      if (view[OWN_OFF] === ALL_OFF) return Number.POSITIVE_INFINITY;
      return pubeval(view, race) + blend * logOdds(winChance(evaluate, view));
    };
    return best(turnsWith(position, side, left), score, rng);
  };
}
