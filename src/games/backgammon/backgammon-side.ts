/**
 * A backgammon position as one seat sees it, the form the computer players
 * evaluate: 28 small integers in an Int8Array. Indices 0–23 are the seat's
 * own points 1–24 (it moves from 24 towards 1), positive for its checkers and
 * negative for the opponent's; then its bar, the opponent's bar, its
 * borne-off count and the opponent's.
 */
export type SideView = Int8Array;

export const OWN_BAR = 24;
export const THEIR_BAR = 25;
export const OWN_OFF = 26;
export const THEIR_OFF = 27;
const SIZE = 28;

/** The pinned board layout: index 0 is point 1 of the first seat, positive for its checkers. */
export interface PinnedPosition {
  readonly points: readonly number[];
  readonly bar: readonly number[];
  readonly off: readonly number[];
}

/** The pinned position as `seat` sees it. */
export function sideView(position: PinnedPosition, seat: number): SideView {
  const view = new Int8Array(SIZE);
  const other = 1 - seat;
  for (let i = 0; i < 24; i++) {
    view[i] = seat === 0 ? (position.points[i] ?? 0) : -(position.points[23 - i] ?? 0);
  }
  view[OWN_BAR] = position.bar[seat] ?? 0;
  view[THEIR_BAR] = position.bar[other] ?? 0;
  view[OWN_OFF] = position.off[seat] ?? 0;
  view[THEIR_OFF] = position.off[other] ?? 0;
  return view;
}

/** The same position seen from the other seat. */
export function turnAround(view: SideView): SideView {
  const other = new Int8Array(SIZE);
  for (let i = 0; i < 24; i++) other[i] = -(view[23 - i] as number);
  other[OWN_BAR] = view[THEIR_BAR] as number;
  other[THEIR_BAR] = view[OWN_BAR] as number;
  other[OWN_OFF] = view[THEIR_OFF] as number;
  other[THEIR_OFF] = view[OWN_OFF] as number;
  return other;
}

/** Whether the two sides can still hit or block each other (otherwise it is a race). */
export function inContact(view: SideView): boolean {
  if ((view[OWN_BAR] as number) > 0 || (view[THEIR_BAR] as number) > 0) return true;
  let theirRearmost = 24;
  for (let i = 0; i < 24; i++) {
    if ((view[i] as number) < 0) {
      theirRearmost = i;
      break;
    }
  }
  for (let i = 23; i > theirRearmost; i--) if ((view[i] as number) > 0) return true;
  return false;
}
