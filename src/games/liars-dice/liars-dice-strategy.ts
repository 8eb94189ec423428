import type { GameAction, GameView, Rng } from "../contract.ts";
import { between, type Strategy, type Strength } from "../strategy.ts";
import { type Bid, bidKey, matching, parseBid } from "./liars-dice-bids.ts";
import type { LiarsDiceBoard } from "./liars-dice-board.ts";

type View = GameView<LiarsDiceBoard>;

/** How often a raise is roughly called, for weighing a raise against a call. */
const CALLED = 0.5;
const CALL: GameAction = { action_type: "pass", payload: {} };
const raise = (bid: Bid): GameAction => ({ action_type: "choose_cell", payload: { cell: bidKey(bid) } });

/** Chance that one unseen die backs a bid on `face`: its face, or a wild one. */
const chance = (face: number) => (face === 1 ? 1 / 6 : 1 / 3);

/** P(at least `need` successes in `n` trials of chance `p`). */
function atLeast(need: number, n: number, p: number): number {
  if (need <= 0) return 1;
  if (need > n) return 0;
  let term = (1 - p) ** n;
  let below = 0;
  for (let k = 0; k < need; k++) {
    below += term;
    term *= ((n - k) / (k + 1)) * (p / (1 - p));
  }
  return Math.max(0, 1 - below);
}

/** What a seat knows: its own dice, how many it cannot see, the standing bid and the legal raises. */
function seen(view: View) {
  const board = view.board;
  const total = board.dice_counts.reduce((a, b) => a + b, 0);
  const choices = view.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? [];
  return {
    mine: board.my_dice,
    unseen: total - board.my_dice.length,
    standing: board.bids.at(-1) ?? null,
    raises: choices.map(parseBid).filter((b): b is Bid => b !== null),
    canCall: view.allowed_actions.some((a) => a.action_type === "pass"),
  };
}

/** Naive: trusts the average. Calls a bid over what it expects by more than one; raises on a random face it expects enough of. */
function easy(view: View, rng: Rng): GameAction {
  const { mine, unseen, standing, raises, canCall } = seen(view);
  const expected = (face: number) => matching(mine, face) + unseen * chance(face);
  if (canCall && standing && standing.count > expected(standing.face) + 1) return CALL;
  const smallest = new Map<number, Bid>();
  for (const bid of raises) if (!smallest.has(bid.face)) smallest.set(bid.face, bid);
  const plausible = [...smallest.values()].filter((bid) => bid.count <= expected(bid.face));
  const pool = plausible.length ? plausible : [...smallest.values()];
  if (canCall && !plausible.length) return CALL;
  const pick = pool[rng.int(pool.length)];
  return pick ? raise(pick) : CALL;
}

/**
 * Counts odds: the chance a bid holds given its own dice (binomial over the
 * unseen ones), reading another seat's bid on a face as one more of that face
 * in its cup. Calls when the standing bid is likelier false than its best
 * raise is to be called (about half the time) and found false.
 */
function hard(view: View): GameAction {
  const { mine, unseen, standing, raises, canCall } = seen(view);
  const hinted = new Map<number, number>();
  const bidders = new Set<string>();
  for (const bid of view.board.bids) {
    const key = `${bid.seat}:${bid.face}`;
    if (bid.seat === view.board.viewer_seat || bidders.has(key)) continue;
    bidders.add(key);
    hinted.set(bid.face, (hinted.get(bid.face) ?? 0) + 1);
  }
  const likely = (bid: Bid) => {
    const hints = Math.min(hinted.get(bid.face) ?? 0, unseen);
    return atLeast(bid.count - matching(mine, bid.face) - hints, unseen - hints, chance(bid.face));
  };
  let best: Bid | undefined;
  let bestP = -1;
  for (const bid of raises) {
    const p = likely(bid);
    if (p > bestP + 1e-9 || (Math.abs(p - bestP) <= 1e-9 && best !== undefined && bid.count < best.count)) {
      best = bid;
      bestP = p;
    }
  }
  if (canCall && standing && (best === undefined || likely(standing) < (1 - bestP) * CALLED)) return CALL;
  return best ? raise(best) : CALL;
}

/** Liar's dice's computer players; both read only their own seat's view. */
export const LIARS_DICE_STRATEGIES: Readonly<Record<Strength, Strategy<LiarsDiceBoard>>> = {
  easy,
  medium: between(easy, hard),
  hard,
};
