/** How the generated figures print numbers, so every block reads alike. */

/** A whole number with thousands separated: 1,294. */
export const int = (n: number) => Math.round(n).toLocaleString("en-US");

/** `n` with `digits` decimals: 0.93. */
export const fixed = (n: number, digits: number) => n.toFixed(digits);

/** One decimal: 68.5. */
export const tenths = (n: number) => n.toFixed(1);

/** Two decimals: 0.93. */
export const hundredths = (n: number) => n.toFixed(2);

/** A ratio: 0.93×. */
export const times = (n: number) => `${n.toFixed(2)}×`;

/** A rate in millions, three figures: 1.03 M, 10.6 M. */
export const millions = (n: number) => `${(n / 1e6).toFixed(n < 1e7 ? 2 : 1)} M`;

/** The values formatted, in order: "1.24, 0.93, 0.74". */
export const each = (format: (n: number) => string, values: readonly number[]) =>
  values.map(format).join(", ");

/** The smallest and largest formatted: "1,305–1,725", or one value when they agree. */
export function span(format: (n: number) => string, values: readonly number[]): string {
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
}

/** A target and whether this run met it: "≥ 0.5 ✓". */
export const verdict = (target: string, met: boolean) => `${target} ${met ? "✓" : "✗"}`;
