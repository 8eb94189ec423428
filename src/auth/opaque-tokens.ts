import { hash, randomBytes } from "node:crypto";

/** A new random token (256 bits, base64url) with a short prefix that says what it is. */
export function createOpaqueToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString("base64url")}`;
}

/** The stored form of an opaque token: only its SHA-256 ever reaches the database. */
export function hashOpaqueToken(token: string): string {
  return hash("sha256", token, "base64url");
}
