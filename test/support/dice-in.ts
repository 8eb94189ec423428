/** Every `my_dice` and every `cups` anywhere in a JSON value: what a test of hidden dice looks for. */
export function diceIn(value: unknown, found: { mine: unknown[]; cups: unknown[] } = { mine: [], cups: [] }) {
  if (Array.isArray(value)) for (const item of value) diceIn(item, found);
  else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "my_dice") found.mine.push(inner);
      else if (key === "cups") found.cups.push(inner);
      else diceIn(inner, found);
    }
  }
  return found;
}
