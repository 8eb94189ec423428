/** Arrow keys as a row of controls reads them: right and down go on, left and up go back (mirrored in right-to-left). */
function stepOf(key: string, rtl: boolean): 1 | -1 | 0 {
  if (key === "ArrowDown") return 1;
  if (key === "ArrowUp") return -1;
  if (key === "ArrowRight") return rtl ? -1 : 1;
  if (key === "ArrowLeft") return rtl ? 1 : -1;
  return 0;
}

/**
 * Where a key moves the focus within `order` from `from`: arrows to the next
 * or previous item, wrapping; Home and End to the first and last; null for
 * any other key. `rtl` mirrors left and right for a row laid out right to left.
 */
export function itemAfterKey<T>(order: readonly T[], from: T, key: string, rtl = false): T | null {
  if (order.length === 0) return null;
  if (key === "Home") return order[0] ?? null;
  if (key === "End") return order.at(-1) ?? null;
  const step = stepOf(key, rtl);
  if (step === 0) return null;
  const at = order.indexOf(from);
  if (at < 0) return order[step > 0 ? 0 : order.length - 1] ?? null;
  return order[(at + step + order.length) % order.length] ?? null;
}
