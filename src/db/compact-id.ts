/**
 * Ids in the per-move replay tables (migration 0018) are stored as bytes: a
 * UUID in its canonical lowercase form as a zero byte and its 16 bytes, any
 * other id as its UTF-8 text, which never starts with a zero byte. Both forms
 * read back as the exact text that was stored, so nothing above the
 * repositories sees the difference. 19 bytes less per UUID.
 */
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_TAG = 0;
const UUID_BYTES = 17;

/** The stored form of an id. */
export function idBytes(id: string): Uint8Array {
  if (!CANONICAL_UUID.test(id)) return Buffer.from(id, "utf8");
  const bytes = Buffer.alloc(UUID_BYTES);
  bytes[0] = UUID_TAG;
  bytes.write(id.replaceAll("-", ""), 1, "hex");
  return bytes;
}

/** The id a stored form holds. */
export function idText(stored: Uint8Array): string {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (bytes.length !== UUID_BYTES || bytes[0] !== UUID_TAG) return bytes.toString("utf8");
  const hex = bytes.toString("hex", 1);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
