import { createHmac, createSecretKey, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";

const ALGORITHM = "HS256";
const ISSUER = "storefront-auth";
const AUDIENCE = "storefront";

/** Who a storefront access token speaks for. */
export interface StorefrontPrincipal {
  readonly accountId: string;
  readonly isStaff: boolean;
}

/** Checks storefront access tokens; every storefront service holds one. */
export interface AccessTokenVerifier {
  /** The principal, or null for any bad, foreign, expired or non-HS256 token. */
  verify(token: string, nowMs: number): StorefrontPrincipal | null;
}

/** Signs storefront access tokens; only the auth service holds one. */
export interface AccessTokenIssuer extends AccessTokenVerifier {
  sign(principal: StorefrontPrincipal, nowMs: number): string;
  readonly ttlSeconds: number;
}

/**
 * The storefront's signing key, derived from the platform secret: a game
 * token and a storefront token never verify as each other, and one secret is
 * still all an operator configures.
 */
export function storefrontSigningKey(platformSecret: string): string {
  return createHmac("sha256", platformSecret).update("storefront access tokens v1").digest("base64url");
}

/**
 * The key as a key object, made once: given a string, jsonwebtoken first tries
 * to parse it as a PEM key on every call and throws, which made a verify forty
 * times dearer.
 */
function secretKey(signingKey: string): KeyObject {
  return createSecretKey(Buffer.from(signingKey));
}

/** The access-token verifier: HS256 pinned (no `alg: none`, no RS/HS confusion), issuer and audience checked. */
function createAccessTokenVerifier(key: KeyObject): AccessTokenVerifier {
  return {
    verify(token, nowMs) {
      try {
        const claims = jwt.verify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          clockTimestamp: Math.floor(nowMs / 1000),
        });
        if (typeof claims !== "object" || typeof claims.sub !== "string") return null;
        return { accountId: claims.sub, isStaff: claims.is_staff === true };
      } catch {
        return null;
      }
    },
  };
}

/** The auth service's issuer: the verifier plus signing with the `is_staff` claim. */
export function createAccessTokenIssuer(signingKey: string, ttlSeconds: number): AccessTokenIssuer {
  const key = secretKey(signingKey);
  return {
    ...createAccessTokenVerifier(key),
    ttlSeconds,
    sign(principal, nowMs) {
      const iat = Math.floor(nowMs / 1000);
      return jwt.sign(
        { sub: principal.accountId, is_staff: principal.isStaff, iat, exp: iat + ttlSeconds },
        key,
        {
          algorithm: ALGORITHM,
          issuer: ISSUER,
          audience: AUDIENCE,
        },
      );
    },
  };
}
