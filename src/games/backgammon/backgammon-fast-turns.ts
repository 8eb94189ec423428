/**
 * A fast whole-turn generator on a seat's view (SideView), for self-play
 * training and trials of lookahead, where millions of turns are generated;
 * the shipped players use the rules' own `legalTurns`. Same rules: enter
 * from the bar first, hit a lone checker, bear off once all are home (a
 * higher die may bear off the rearmost), play both dice if any sequence
 * does, else the larger die if it can be played. Checkers move in place and
 * back; positions seen with the same dice left are not searched twice.
 */
import { OWN_BAR, OWN_OFF, type SideView, THEIR_BAR } from "./backgammon-side.ts";

const NO_MOVE = -2;

/** Two 26-bit hashes of the position and how many dice are used, as one exact integer. */
function keyOf(at: SideView, used: number): number {
  let h1 = used;
  let h2 = 7 + used;
  for (let i = 0; i < 28; i++) {
    const v = (at[i] as number) + 16;
    h1 = (Math.imul(h1, 31) + v) & 0x3ffffff;
    h2 = (Math.imul(h2, 37) ^ v) & 0x3ffffff;
  }
  return h1 * 0x4000000 + h2;
}

/** Where the checker on `from` lands with `die`, or NO_MOVE (−1 means borne off). */
function target(at: SideView, from: number, die: number): number {
  const to = from - die;
  if (to >= 0) return (at[to] as number) >= -1 ? to : NO_MOVE;
  let rearmost = 23;
  while (rearmost >= 0 && (at[rearmost] as number) <= 0) rearmost--;
  if (rearmost >= 6 || (at[OWN_BAR] as number) > 0) return NO_MOVE;
  return to === -1 || from === rearmost ? -1 : NO_MOVE;
}

/** Moves a checker from `from` to `to` (−1: off), hitting when `hit`; `way` −1 takes it back. */
function step(at: SideView, from: number, to: number, hit: boolean, way: 1 | -1): void {
  at[from] = (at[from] as number) - way;
  if (to < 0) at[OWN_OFF] = (at[OWN_OFF] as number) + way;
  else if (hit) {
    at[to] = (at[to] as number) + 2 * way;
    at[THEIR_BAR] = (at[THEIR_BAR] as number) + way;
  } else at[to] = (at[to] as number) + way;
}

interface Search {
  readonly at: SideView;
  readonly found: Map<number, SideView>;
  readonly seen: Set<number>;
  mostDice: number;
  largestSingle: number;
}

function record(s: Search, used: number, lastDie: number): void {
  const single = used === 1 ? lastDie : 0;
  if (used > s.mostDice || (used === s.mostDice && single > s.largestSingle)) {
    s.mostDice = used;
    s.largestSingle = single;
    s.found.clear();
  }
  if (used === s.mostDice && single === s.largestSingle) s.found.set(keyOf(s.at, 0), s.at.slice());
}

function search(s: Search, dice: readonly number[], used: number): void {
  const die = dice[used];
  const key = keyOf(s.at, used) + (die ?? 0);
  if (s.seen.has(key)) return;
  s.seen.add(key);
  if (die === undefined) {
    record(s, used, dice[used - 1] as number);
    return;
  }
  const at = s.at;
  let moved = false;
  const fromBar = (at[OWN_BAR] as number) > 0;
  for (let from = fromBar ? OWN_BAR : 23; from >= 0; from = fromBar ? -1 : from - 1) {
    const start = from === OWN_BAR ? 24 : from;
    if (from !== OWN_BAR && (at[from] as number) <= 0) continue;
    const to =
      from === OWN_BAR ? ((at[24 - die] as number) >= -1 ? 24 - die : NO_MOVE) : target(at, start, die);
    if (to === NO_MOVE) continue;
    moved = true;
    const hit = to >= 0 && at[to] === -1;
    step(at, from, to, hit, 1);
    search(s, dice, used + 1);
    step(at, from, to, hit, -1);
  }
  if (!moved) record(s, used, used > 0 ? (dice[used - 1] as number) : 0);
}

/** Every distinct position the seat of `view` can end its turn in with dice `a` and `b`. */
export function wholeTurns(view: SideView, a: number, b: number): SideView[] {
  const s: Search = { at: view.slice(), found: new Map(), seen: new Set(), mostDice: 0, largestSingle: 0 };
  if (a === b) search(s, [a, a, a, a], 0);
  else {
    search(s, [a, b], 0);
    search(s, [b, a], 0);
  }
  return [...s.found.values()];
}
