import { createSecretKey } from "node:crypto";
import jwt from "jsonwebtoken";

const ISSUER = "dice-board";
const ALGORITHM = "HS256";

export interface AccessTokenSigner {
  /** Signs an access token for a user id. */
  sign(userId: string, nowMs: number): string;
  /** The user id and expiry (epoch ms), or null for any bad, foreign, expired or non-HS256 token. */
  verify(token: string, nowMs: number): { userId: string; expiresAt: number } | null;
  readonly ttlSeconds: number;
}

/** JWT access tokens: HS256 only, pinned on verify so `alg: none` or RS/HS confusion is refused. */
export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  // As a key object, made once: given the string, jsonwebtoken first tries to parse it as a
  // PEM key on every call and throws, which made a verify forty times dearer.
  const key = createSecretKey(Buffer.from(secret));
  return {
    ttlSeconds,
    sign(userId, nowMs) {
      const iat = Math.floor(nowMs / 1000);
      return jwt.sign({ sub: userId, iat, exp: iat + ttlSeconds }, key, {
        algorithm: ALGORITHM,
        issuer: ISSUER,
      });
    },
    verify(token, nowMs) {
      try {
        const claims = jwt.verify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          clockTimestamp: Math.floor(nowMs / 1000),
        });
        return typeof claims === "object" && typeof claims.sub === "string" && typeof claims.exp === "number"
          ? { userId: claims.sub, expiresAt: claims.exp * 1000 }
          : null;
      } catch {
        return null;
      }
    },
  };
}
