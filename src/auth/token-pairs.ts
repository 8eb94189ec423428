import { randomUUID } from "node:crypto";
import {
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshFamily,
} from "../db/repositories/token-repository.ts";
import type { WriteTx } from "../db/store.ts";
import { DomainError } from "../errors.ts";
import { isoAt as iso } from "../time.ts";
import type { AuthServiceDeps } from "./auth-deps.ts";
import { createOpaqueToken, hashOpaqueToken } from "./opaque-tokens.ts";

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly token_type: "Bearer";
  readonly expires_in: number;
}

/** Issues an access token and a new refresh token of `familyId`, inside the caller's write unit. */
export async function issuePair(
  deps: AuthServiceDeps,
  tx: WriteTx,
  userId: string,
  familyId: string,
): Promise<TokenPair> {
  const at = deps.now();
  const refresh = createOpaqueToken("rt");
  await insertRefreshToken(tx, {
    token_hash: hashOpaqueToken(refresh),
    family_id: familyId,
    user_id: userId,
    expires_at: iso(at + deps.refreshTtlSeconds * 1000),
    used_at: null,
    revoked_at: null,
    created_at: iso(at),
  });
  return {
    access_token: deps.signer.sign(userId, at),
    refresh_token: refresh,
    token_type: "Bearer",
    expires_in: deps.signer.ttlSeconds,
  };
}

/** Starts a new token family for a user who just signed in. */
export function signIn(deps: AuthServiceDeps, userId: string): Promise<TokenPair> {
  return deps.store.write((tx) => issuePair(deps, tx, userId, randomUUID()));
}

/** Rotates a refresh token; presenting a spent one revokes its whole family. */
export async function rotateRefreshToken(deps: AuthServiceDeps, refreshToken: string): Promise<TokenPair> {
  const outcome = await deps.store.write(async (tx) => {
    const at = deps.now();
    const row = await findRefreshToken(tx, hashOpaqueToken(refreshToken));
    if (!row || row.revoked_at !== null || row.expires_at <= iso(at)) return "invalid" as const;
    if (row.used_at !== null) {
      await revokeRefreshFamily(tx, row.family_id, iso(at));
      return "reused" as const;
    }
    await markRefreshTokenUsed(tx, row.token_hash, iso(at));
    return issuePair(deps, tx, row.user_id, row.family_id);
  });
  // The revocation above must commit, so the error is raised outside the transaction.
  if (outcome === "invalid") throw new DomainError("refresh_token_invalid");
  if (outcome === "reused") {
    throw new DomainError("refresh_token_reused", "This refresh token was already used; sign in again.");
  }
  return outcome;
}
