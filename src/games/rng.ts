/**
 * The only source of randomness for game rules: a small, fast, seeded PRNG
 * (sfc32) whose whole state is four 32-bit words, so it can be stored with the
 * game and replayed from the revealed seed to verify every roll.
 */
import { createHash } from "node:crypto";
import type { Rng, RngState } from "./contract.ts";

/** The public commitment to a seed, published at game start and checked when the seed is revealed. */
export function seedCommitment(seed: string): string {
  return createHash("sha256").update(seed).digest("hex");
}

/**
 * Derives the initial PRNG state from a seed. The hash is domain-separated
 * because SHA-256(seed) itself is published as the commitment: deriving the
 * state from that digest would let anyone predict every roll.
 */
export function rngStateFromSeed(seed: string): RngState {
  const digest = createHash("sha256").update("dice-board/rng/v1\n").update(seed).digest();
  return [digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)];
}

/** Builds an RNG that continues from a stored state. */
export function createRng(state: RngState): Rng {
  let [a, b, c, d] = state;
  const nextU32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0 || n > 0x1_0000_0000) throw new RangeError(`rng.int(${n})`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    let x = nextU32();
    while (x >= limit) x = nextU32();
    return x % n;
  };
  return {
    int,
    die: (sides = 6) => int(sides) + 1,
    snapshot: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
}
