/**
 * Who plays whom in quick play, from the waiting tickets alone. A ticket
 * accepts opponents within ±100 of its rating, widening by 50 every 10 s of
 * waiting; two tickets may meet when either one's window reaches the other.
 * The longest waiter is served first, with the nearest ratings. Pure.
 */

export interface WaitingTicket {
  readonly id: string;
  readonly rating: number;
  readonly createdMs: number;
}

export const MATCH_WINDOW = { initial: 100, widenBy: 50, everyMs: 10_000 } as const;

/** How far from its rating a ticket accepts an opponent after waiting until `nowMs`. */
export function windowOf(ticket: WaitingTicket, nowMs: number): number {
  const steps = Math.max(0, Math.floor((nowMs - ticket.createdMs) / MATCH_WINDOW.everyMs));
  return MATCH_WINDOW.initial + MATCH_WINDOW.widenBy * steps;
}

/** Whether two tickets' players must not share a table (one blocked the other). */
export type Apart = (a: WaitingTicket, b: WaitingTicket) => boolean;

/** The nearest-rated free tickets around `anchor` (by rating index) that accept it, up to `count`. */
function nearest(
  byRating: readonly WaitingTicket[],
  at: number,
  taken: ReadonlySet<string>,
  count: number,
  nowMs: number,
  apart: Apart,
): WaitingTicket[] {
  const anchor = byRating[at] as WaitingTicket;
  const reach = (t: WaitingTicket) => Math.max(windowOf(anchor, nowMs), windowOf(t, nowMs));
  const found: WaitingTicket[] = [];
  // A ticket whose player blocked, or was blocked by, someone in the group is passed over, not taken.
  const skip = (t: WaitingTicket) => taken.has(t.id) || [anchor, ...found].some((f) => apart(f, t));
  let [left, right] = [at - 1, at + 1];
  while (found.length < count) {
    while (left >= 0 && skip(byRating[left] as WaitingTicket)) left--;
    while (right < byRating.length && skip(byRating[right] as WaitingTicket)) right++;
    const l = byRating[left];
    const r = byRating[right];
    const near = [l, r]
      .filter((t): t is WaitingTicket => t !== undefined && Math.abs(t.rating - anchor.rating) <= reach(t))
      .sort((a, b) => Math.abs(a.rating - anchor.rating) - Math.abs(b.rating - anchor.rating))[0];
    if (!near) return found;
    found.push(near);
    if (near === l) left--;
    else right++;
  }
  return found;
}

/** Groups of `seats` tickets to seat together now, the longest waiters first; never two that are `apart`. */
export function matchGroups(
  waiting: readonly WaitingTicket[],
  seats: number,
  nowMs: number,
  apart: Apart = () => false,
): WaitingTicket[][] {
  const byRating = [...waiting].sort((a, b) => a.rating - b.rating || a.createdMs - b.createdMs);
  const index = new Map(byRating.map((t, i) => [t.id, i]));
  const byAge = [...waiting].sort((a, b) => a.createdMs - b.createdMs || a.id.localeCompare(b.id));
  const taken = new Set<string>();
  const groups: WaitingTicket[][] = [];
  for (const ticket of byAge) {
    if (taken.has(ticket.id)) continue;
    taken.add(ticket.id);
    const others = nearest(byRating, index.get(ticket.id) as number, taken, seats - 1, nowMs, apart);
    if (others.length < seats - 1) {
      taken.delete(ticket.id);
      continue;
    }
    for (const other of others) taken.add(other.id);
    groups.push([ticket, ...others]);
  }
  return groups;
}
