import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AccessTokenIssuer } from "../shared/access-tokens.ts";
import type { AccountRow } from "./account-repository.ts";
import type { AuthTables } from "./auth-tables.ts";
import { insertRefreshToken } from "./refresh-token-repository.ts";

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly token_type: "Bearer";
  readonly expires_in: number;
}

/** How a refresh token is stored: only its hash, so a copy of the table signs no one in. */
export const refreshTokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface TokenPairDeps {
  readonly db: Kysely<AuthTables>;
  readonly tokens: AccessTokenIssuer;
  readonly refreshTtlSeconds: number;
  readonly now: () => number;
}

/** Issues an access token and a new refresh token of the family `familyId` (a sign-in starts a family). */
export async function issueTokenPair(
  { db, tokens, refreshTtlSeconds, now }: TokenPairDeps,
  account: AccountRow,
  familyId: string,
): Promise<TokenPair> {
  const refresh = randomBytes(32).toString("base64url");
  await insertRefreshToken(db, {
    token_hash: refreshTokenHash(refresh),
    account_id: account.id,
    family_id: familyId,
    expires_at: now() + refreshTtlSeconds * 1000,
    used_at: null,
    revoked_at: null,
  });
  return {
    access_token: tokens.sign({ accountId: account.id, isStaff: account.is_staff === 1 }, now()),
    refresh_token: refresh,
    token_type: "Bearer",
    expires_in: tokens.ttlSeconds,
  };
}
