import { createHmac } from "node:crypto";

/**
 * The erasure log's key, derived from the platform secret (JWT_SECRET) with a
 * label of its own, like the storefront's token key: one secret to configure,
 * and neither key reveals the other.
 */
export function privacyLogKey(platformSecret: string): string {
  return createHmac("sha256", platformSecret).update("storefront privacy erasure log v1").digest("base64url");
}

/**
 * The keyed hash (HMAC-SHA-256) the erasure log keeps instead of a visitor or
 * user id: whoever holds the key can tell whether an id was erased, nobody
 * can read an id back from it.
 */
export function hashSubject(key: string, subject: "visitor" | "user", id: string): string {
  return createHmac("sha256", key).update(`${subject}:${id}`).digest("hex");
}
