/**
 * HyperLogLog sketches for unique visitors. A day's sketch is 16 KB whatever
 * the traffic, and sketches of any set of days merge by taking the maximum of
 * each register, so "visitors over 30 days" or "visitors per week" never
 * needs the raw visitor ids. Precision 14: about 0.8% standard error, and the
 * small-range (linear counting) estimate is exact in practice for a few
 * hundred visitors.
 */
const PRECISION = 14;
export const SKETCH_REGISTERS = 1 << PRECISION;
const INDEX_MASK = SKETCH_REGISTERS - 1;
/** Hash bits left for the rank after the register index (53-bit hash). */
const RANK_BITS = 53 - PRECISION;

/** A 53-bit string hash (cyrb53): fast, well mixed, and stable across processes. */
export function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** An empty sketch (a Buffer, so SQLite stores it as a blob as is). */
export function createSketch(): Buffer {
  return Buffer.alloc(SKETCH_REGISTERS);
}

/** Adds one id to a sketch in place. */
export function addToSketch(sketch: Uint8Array, id: string): void {
  const hash = hash53(id);
  const index = hash & INDEX_MASK;
  const rest = Math.floor(hash / SKETCH_REGISTERS);
  const rank = rest === 0 ? RANK_BITS + 1 : RANK_BITS - Math.floor(Math.log2(rest));
  if (rank > (sketch[index] as number)) sketch[index] = rank;
}

/** Merges `other` into `into` in place (register-wise maximum). */
export function mergeSketch(into: Uint8Array, other: Uint8Array): void {
  for (let i = 0; i < SKETCH_REGISTERS; i++) {
    const r = other[i] as number;
    if (r > (into[i] as number)) into[i] = r;
  }
}

/** Estimated number of distinct ids added, rounded. */
export function estimateSketch(sketch: Uint8Array): number {
  const m = SKETCH_REGISTERS;
  let sum = 0;
  let zeros = 0;
  for (let i = 0; i < m; i++) {
    const r = sketch[i] as number;
    sum += 2 ** -r;
    if (r === 0) zeros++;
  }
  const alpha = 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  const estimate = raw <= 2.5 * m && zeros > 0 ? m * Math.log(m / zeros) : raw;
  return Math.round(estimate);
}
