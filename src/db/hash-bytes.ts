/**
 * Hashes (SHA-256) are stored as their bytes and handled as lowercase hex
 * above the repositories (migration 0013). SQLite gives a blob back as a
 * Buffer and PostgreSQL a bytea as one; both are Uint8Arrays.
 */
export const hashBytes = (hex: string): Uint8Array => Buffer.from(hex, "hex");

/** The lowercase hex of stored hash bytes. */
export const hashHex = (stored: Uint8Array): string =>
  Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength).toString("hex");
