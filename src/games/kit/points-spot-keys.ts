import { POINTS } from "./points-numbering.ts";
import { itemAfterKey } from "./roving-keys.ts";

/** A place a checker moves from or to: a board index (0..23), the bar, or off the board. */
export type Spot = number | "bar" | "off";

/** Every spot in the order arrow keys walk them: the points by index, then the bar, then the tray. */
export const SPOT_ORDER: readonly Spot[] = [...Array.from({ length: POINTS }, (_, i) => i), "bar", "off"];

/**
 * The spot an arrow key moves focus to among the `pressable` ones: right and
 * down to the next, left and up to the previous, wrapping; null for any other key.
 */
export function spotAfterKey(pressable: ReadonlySet<Spot>, from: Spot, key: string): Spot | null {
  if (!key.startsWith("Arrow")) return null;
  return itemAfterKey(
    SPOT_ORDER.filter((s) => pressable.has(s) || s === from),
    from,
    key,
  );
}
