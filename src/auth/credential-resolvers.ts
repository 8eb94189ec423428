import { findPersonalTokenUser, touchPersonalToken } from "../db/repositories/personal-token-repository.ts";
import { touchLastSeen } from "../db/repositories/player-data-repository.ts";
import { findGuestTokenUser } from "../db/repositories/token-repository.ts";
import { findUserById } from "../db/repositories/user-repository.ts";
import type { UserRow } from "../db/schema.ts";
import type { Store } from "../db/store.ts";
import type { TokenScope } from "../documents/personal-token-document.ts";
import { isoAt as iso } from "../time.ts";
import type { AuthServiceDeps } from "./auth-deps.ts";
import { hashOpaqueToken } from "./opaque-tokens.ts";
import { type Principal, toPrincipal } from "./principal.ts";

/** The `Authorization` schemes a credential may come in. */
export type CredentialScheme = "Bearer" | "Guest" | "Token";

/** A valid credential: who presented it, and until when (ms) it stays valid. */
export interface ResolvedCredential {
  readonly principal: Principal;
  readonly validUntil: number;
}

type CredentialResolver = (
  deps: AuthServiceDeps,
  token: string,
  at: number,
) => Promise<ResolvedCredential | null>;

const SEEN_EVERY_MS = 3_600_000;

/** Keeps `last_seen_at` to the hour: at most one write an hour per account. */
async function touchSeen(store: Store, user: Pick<UserRow, "id" | "last_seen_at">, at: number) {
  if (user.last_seen_at && Date.parse(user.last_seen_at) > at - SEEN_EVERY_MS) return;
  await store.write((tx) => touchLastSeen(tx, user.id, iso(at)));
}

/** One resolver per scheme; each returns null for a credential that is not valid (unknown, expired, erased). */
export const CREDENTIAL_RESOLVERS: Readonly<Record<CredentialScheme, CredentialResolver>> = {
  async Bearer({ store, signer }, token, at) {
    const claims = signer.verify(token, at);
    const user = claims ? await findUserById(store, claims.userId) : undefined;
    if (!claims || !user || user.erased_at) return null;
    await touchSeen(store, user, at);
    return { principal: toPrincipal(user), validUntil: claims.expiresAt };
  },
  async Token({ store }, token, at) {
    const found = await findPersonalTokenUser(store, hashOpaqueToken(token));
    if (!found || found.erased_at) return null;
    await touchSeen(store, found, at);
    // A token's last use is kept to the hour too: one write an hour, not one a request.
    if (!found.last_used_at_token || Date.parse(found.last_used_at_token) <= at - SEEN_EVERY_MS) {
      await store.write((tx) => touchPersonalToken(tx, found.token_id, iso(at)));
    }
    const scopes = JSON.parse(found.scopes) as TokenScope[];
    return { principal: { ...toPrincipal(found), scopes }, validUntil: Number.POSITIVE_INFINITY };
  },
  async Guest({ store }, token, at) {
    const row = await findGuestTokenUser(store, hashOpaqueToken(token));
    if (!row || row.expires_at <= iso(at) || row.erased_at) return null;
    await touchSeen(store, row, at);
    return { principal: toPrincipal(row), validUntil: Date.parse(row.expires_at) };
  },
};
