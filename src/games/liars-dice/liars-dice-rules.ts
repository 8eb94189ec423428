import type { ApplyResult, Rng } from "../contract.ts";
import { reject } from "../kit/reject.ts";
import { isRaise, matching, parseBid } from "./liars-dice-bids.ts";
import { currentBid, type LiarsDiceState, type Reveal } from "./liars-dice-state.ts";

/** Rolls a fresh cup of `count` dice. */
function rollCup(count: number, rng: Rng): number[] {
  return Array.from({ length: count }, () => rng.die());
}

/** Rolls every cup still in play (a seat out of dice gets an empty cup). */
export function rollCups(counts: readonly number[], rng: Rng): number[][] {
  return counts.map((count) => rollCup(count, rng));
}

/** The next seat after `seat` that still has dice. */
function nextWithDice(cups: readonly (readonly number[])[], seat: number): number {
  for (let step = 1; step <= cups.length; step++) {
    const next = (seat + step) % cups.length;
    if ((cups[next]?.length ?? 0) > 0) return next;
  }
  return seat;
}

/** Raises the bid; the choice must be a legal raise with the dice on the table. */
export function placeBid(state: LiarsDiceState, cell: unknown): ApplyResult<LiarsDiceState> {
  const bid = parseBid(cell);
  if (bid === null) return reject("invalid_payload", 'Bid as "<count>x<face>", e.g. "3x5" for three fives.');
  const total = state.cups.reduce((sum, cup) => sum + cup.length, 0);
  if (!isRaise(currentBid(state), bid, total)) {
    return reject(
      "invalid_action",
      "That bid does not raise the last one (or names more dice than there are).",
    );
  }
  return {
    ok: true,
    state: {
      ...state,
      turn: nextWithDice(state.cups, state.turn),
      bids: [...state.bids, { seat: state.turn, ...bid }],
    },
  };
}

/**
 * Calls the standing bid a lie: every cup is shown, the bidder loses a die if
 * fewer dice back it than it named, the caller otherwise. The loser opens the
 * next round (or, when out, the next seat with dice), with every cup rolled anew.
 */
export function callBid(state: LiarsDiceState, rng: Rng): ApplyResult<LiarsDiceState> {
  const bid = currentBid(state);
  if (bid === null) return reject("invalid_phase", "There is no bid to call yet: open the round with a bid.");
  const counted = state.cups.reduce((sum, cup) => sum + matching(cup, bid.face), 0);
  const loser = counted >= bid.count ? state.turn : bid.seat;
  const revealed: Reveal = { round: state.round, cups: state.cups, bid, caller: state.turn, counted, loser };
  const counts = state.cups.map((cup, seat) => cup.length - (seat === loser ? 1 : 0));
  const over = counts.filter((n) => n > 0).length <= 1;
  // The game's end rolls nothing: the cups stay as the call showed them, less the lost die.
  const cups = over ? state.cups.map((cup, seat) => cup.slice(0, counts[seat])) : rollCups(counts, rng);
  const turn = (counts[loser] ?? 0) > 0 ? loser : nextWithDice(cups, loser);
  return {
    ok: true,
    state: { ...state, round: state.round + 1, cups, turn: over ? loser : turn, bids: [], revealed, over },
  };
}

/** A timed-out turn calls the standing bid, or opens the round with one two when there is none. */
export function forfeitTurn(state: LiarsDiceState, rng: Rng): ApplyResult<LiarsDiceState> {
  return currentBid(state) === null ? placeBid(state, "1x2") : callBid(state, rng);
}
