/**
 * Bids and their order. Ones are wild: they count for every face except when
 * the bid is on ones itself. So a bid on ones is worth about twice a bid on
 * another face, and moving between the two halves or doubles the count
 * (Perudo's rule): to ones at least half the count (rounded up), from ones
 * at least twice the count plus one. Between other faces a raise names more
 * dice, or as many dice of a higher face.
 */

/** "At least `count` dice show `face`" (ones counting as any face but in a bid on ones). */
export interface Bid {
  readonly count: number;
  readonly face: number;
}

/** A bid as its choice string: "3x5" = three fives. */
export function bidKey(bid: Bid): string {
  return `${bid.count}x${bid.face}`;
}

/** The bid a choice string names, or null for anything else. */
export function parseBid(value: unknown): Bid | null {
  if (typeof value !== "string") return null;
  const match = /^([1-9]\d?)x([1-6])$/.exec(value);
  if (!match) return null;
  return { count: Number(match[1]), face: Number(match[2]) };
}

/** The smallest count of `face` that raises `last` (any count opens a round). */
export function minimumCount(last: Bid | null, face: number): number {
  if (last === null) return 1;
  if (face === 1) return last.face === 1 ? last.count + 1 : Math.ceil(last.count / 2);
  if (last.face === 1) return last.count * 2 + 1;
  return face > last.face ? last.count : last.count + 1;
}

/** Whether `bid` may follow `last` with `totalDice` on the table. */
export function isRaise(last: Bid | null, bid: Bid, totalDice: number): boolean {
  return bid.count >= minimumCount(last, bid.face) && bid.count <= totalDice;
}

/** Every legal bid after `last`, by face then count. */
export function legalBids(last: Bid | null, totalDice: number): Bid[] {
  const bids: Bid[] = [];
  for (let face = 1; face <= 6; face++) {
    for (let count = minimumCount(last, face); count <= totalDice; count++) bids.push({ count, face });
  }
  return bids;
}

/** How many of `dice` back a bid on `face`: that face, plus ones unless the bid is on ones. */
export function matching(dice: readonly number[], face: number): number {
  return dice.filter((d) => d === face || (face !== 1 && d === 1)).length;
}
