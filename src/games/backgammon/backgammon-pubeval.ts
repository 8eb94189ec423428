/**
 * Tesauro's public evaluation function (pubeval, IBM Research, 1993), the
 * yardstick the backgammon literature measures players against: a linear
 * score of the position after a move, with one weight vector for contact
 * positions and one for races. The weights are data
 * (backgammon-pubeval-weights.ts); the input encoding follows Tesauro's
 * `setx`: per point of the mover's 24, five inputs (one opponent blot, one
 * own checker, two or more, exactly three, (n − 3) / 2 past three), then the
 * opponent's bar (n / 2) and the mover's borne-off checkers (n / 15).
 */
import { PUBEVAL_CONTACT, PUBEVAL_RACE } from "./backgammon-pubeval-weights.ts";
import { OWN_OFF, type SideView, THEIR_BAR } from "./backgammon-side.ts";

const ALL_OFF = 15;

/** Pubeval's score of `view` just after its seat moved; `race` is judged on the position before the move. */
export function pubeval(view: SideView, race: boolean): number {
  if (view[OWN_OFF] === ALL_OFF) return Number.POSITIVE_INFINITY;
  const w = race ? PUBEVAL_RACE : PUBEVAL_CONTACT;
  let score = 0;
  for (let point = 1; point <= 24; point++) {
    const n = view[point - 1] as number;
    const at = 5 * (24 - point);
    if (n === -1) score += w[at] as number;
    else if (n === 1) score += w[at + 1] as number;
    else if (n >= 2) {
      score += w[at + 2] as number;
      if (n === 3) score += w[at + 3] as number;
      else if (n >= 4) score += ((w[at + 4] as number) * (n - 3)) / 2;
    }
  }
  score += ((w[120] as number) * (view[THEIR_BAR] as number)) / 2;
  return score + ((w[121] as number) * (view[OWN_OFF] as number)) / ALL_OFF;
}
