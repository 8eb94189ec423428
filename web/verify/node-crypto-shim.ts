/**
 * `node:crypto` for the verify page's bundle (web/build-client.mjs swaps it
 * in): the core's hashing (src/audit/audit-log.ts, src/audit/state-hash.ts,
 * src/games/rng.ts) uses only SHA-256, `createHash("sha256")` fed strings or
 * bytes and read as hex or as a Buffer's little-endian words, or the one-shot
 * `hash("sha256", text, "hex")`. @noble/hashes computes it.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

/** One encoder for every string hashed (a fresh one per string costs more than the hash). */
const utf8 = new TextEncoder();

/** A digest as Buffer-like as the core reads it: bytes, and `readUInt32LE`. */
export class DigestBytes extends Uint8Array {
  /** The little-endian 32-bit word at `offset`, as Buffer#readUInt32LE. */
  readUInt32LE(offset: number): number {
    return new DataView(this.buffer, this.byteOffset, this.byteLength).getUint32(offset, true);
  }
}

/** A running SHA-256, as node:crypto's Hash: `update` chains, `digest` ends it. */
export interface Sha256 {
  update(data: string | Uint8Array): Sha256;
  digest(): DigestBytes;
  digest(encoding: "hex"): string;
}

/** node:crypto's createHash, for SHA-256 only (the only hash the core uses). */
export function createHash(algorithm: string): Sha256 {
  if (algorithm !== "sha256") throw new Error(`createHash(${algorithm}): only sha256 is in this bundle`);
  const hash = sha256.create();
  const running: Sha256 = {
    update(data: string | Uint8Array) {
      hash.update(typeof data === "string" ? utf8.encode(data) : data);
      return running;
    },
    digest: ((encoding?: "hex") => {
      const bytes = hash.digest();
      return encoding === "hex" ? bytesToHex(bytes) : new DigestBytes(bytes);
    }) as Sha256["digest"],
  };
  return running;
}

/** node:crypto's one-shot hash, for SHA-256 read as hex. */
export function hash(algorithm: string, data: string | Uint8Array, encoding: "hex"): string {
  return createHash(algorithm).update(data).digest(encoding);
}
