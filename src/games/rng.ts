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
  return stateOf(createHash("sha256").update("dice-board/rng/v1\n").update(seed).digest());
}

/** The four words of a digest's first 16 bytes, little-endian: a PRNG state. */
function stateOf(digest: Buffer): RngState {
  return [digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)];
}

/**
 * The dice after a player's contribution (docs/fair-dice.md): the secret
 * seed, the stream's position and the player's entropy hashed together.
 * The seed was committed before any entropy was seen, and players never see
 * the seed or the position, so neither side can steer what follows.
 */
export function mixEntropy(seed: string, state: RngState, entropy: string): RngState {
  return stateOf(
    createHash("sha256")
      .update("dice-board/entropy/v1\n")
      .update(seed)
      .update("\n")
      .update(state.map((word) => word >>> 0).join(","))
      .update("\n")
      .update(entropy.toLowerCase())
      .digest(),
  );
}

/** The stream a game starts with: the seed's, with the entropy sent with the start mixed in. */
export function startingRngState(seed: string, entropy: string | null | undefined): RngState {
  const state = rngStateFromSeed(seed);
  return entropy ? mixEntropy(seed, state, entropy) : state;
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
