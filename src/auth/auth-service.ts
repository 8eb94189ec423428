import { createDecoyHash } from "../../platform/auth/passwords.ts";
import { findPersonalTokenUser, touchPersonalToken } from "../db/repositories/personal-token-repository.ts";
import { touchLastSeen } from "../db/repositories/player-data-repository.ts";
import { findGuestTokenUser } from "../db/repositories/token-repository.ts";
import { findUserById } from "../db/repositories/user-repository.ts";
import type { UserRow } from "../db/schema.ts";
import type { TokenScope } from "../documents/personal-token-document.ts";
import { DomainError } from "../errors.ts";
import { isoAt as iso } from "../time.ts";
import { createGuest, login, register } from "./accounts.ts";
import type { AuthServiceDeps } from "./auth-deps.ts";
import { hashOpaqueToken } from "./opaque-tokens.ts";
import { createPersonalToken, listTokens, revokeToken } from "./personal-tokens.ts";
import { type Principal, toPrincipal } from "./principal.ts";
import { createPrincipalCache } from "./principal-cache.ts";
import { loginWithTelegram, upsertTelegramUser } from "./telegram-accounts.ts";
import { type TelegramProfile, verifyLoginWidget, verifyMiniAppInitData } from "./telegram-login.ts";
import { rotateRefreshToken, type TokenPair } from "./token-pairs.ts";

export type AuthService = ReturnType<typeof createAuthService>;

const SEEN_EVERY_MS = 3_600_000;

/**
 * Credentials: guests, registered accounts, Telegram logins, access and
 * refresh tokens. Each kind lives in its own file; this binds them to one
 * set of dependencies and resolves presented credentials.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { store, now, signer } = deps;
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    decoy ??= createDecoyHash();
    return decoy;
  };
  const remembered = createPrincipalCache(deps.credentialCacheMs ?? 5_000);
  /** Keeps `last_seen_at` to the hour: at most one write an hour per account. */
  const seen = async (user: Pick<UserRow, "id" | "last_seen_at">, at: number) => {
    if (user.last_seen_at && Date.parse(user.last_seen_at) > at - SEEN_EVERY_MS) return;
    await store.write((tx) => touchLastSeen(tx, user.id, iso(at)));
  };

  function requireBotToken(): string {
    if (!deps.botToken)
      throw new DomainError("messenger_login_unavailable", "MESSENGER_BOT_TOKEN is not set.");
    return deps.botToken;
  }

  return {
    createGuest: (displayName: string | undefined) => createGuest(deps, displayName),
    register: (email: string, password: string) => register(deps, email, password),
    login: (email: string, password: string, address: string) =>
      login(deps, decoyHash, email, password, address),
    refresh: (refreshToken: string) => rotateRefreshToken(deps, refreshToken),
    createToken: (principal: Principal, input: { name: string; scopes: readonly TokenScope[] }) =>
      createPersonalToken(deps, principal, input),
    listTokens: (principal: Principal) => listTokens(deps, principal),
    /** Revokes a token; this process forgets the account's cached credentials at once. */
    revokeToken: async (principal: Principal, id: string) => {
      await revokeToken(deps, principal, id);
      remembered.forgetUser(principal.userId);
    },

    /** Telegram Login Widget sign-in. */
    loginWithWidget(fields: Readonly<Record<string, string | number>>): Promise<TokenPair> {
      return loginWithTelegram(
        deps,
        verifyLoginWidget(fields, requireBotToken(), now(), deps.messengerMaxAgeSeconds),
      );
    },

    /** Telegram Mini App sign-in from `initData`. */
    loginWithMiniApp(initData: string): Promise<TokenPair> {
      return loginWithTelegram(
        deps,
        verifyMiniAppInitData(initData, requireBotToken(), now(), deps.messengerMaxAgeSeconds),
      );
    },

    /** The one account of a Telegram user, created on first sight (used by the bot too). */
    async principalForTelegram(profile: TelegramProfile): Promise<Principal> {
      return toPrincipal(await upsertTelegramUser(deps, profile));
    },

    /** Forgets the cached credentials of an erased account. */
    forgetUser: (userId: string) => remembered.forgetUser(userId),

    /** Resolves an `Authorization` credential to a principal, or null when it is not valid. */
    async authenticate(scheme: "Bearer" | "Guest" | "Token", token: string): Promise<Principal | null> {
      const at = now();
      const key = `${scheme} ${token}`;
      const known = remembered.get(key, at);
      if (known) return known;
      const ttl = deps.credentialCacheMs ?? 5_000;
      if (scheme === "Bearer") {
        const claims = signer.verify(token, at);
        const user = claims ? await findUserById(store, claims.userId) : undefined;
        if (!claims || !user || user.erased_at) return null;
        await seen(user, at);
        const principal = toPrincipal(user);
        remembered.set(key, principal, Math.min(at + ttl, claims.expiresAt));
        return principal;
      }
      if (scheme === "Token") {
        const found = await findPersonalTokenUser(store, hashOpaqueToken(token));
        if (!found || found.erased_at) return null;
        await seen(found, at);
        if (!found.last_used_at_token || Date.parse(found.last_used_at_token) <= at - SEEN_EVERY_MS) {
          await store.write((tx) => touchPersonalToken(tx, found.token_id, iso(at)));
        }
        const principal = { ...toPrincipal(found), scopes: JSON.parse(found.scopes) as TokenScope[] };
        remembered.set(key, principal, at + ttl);
        return principal;
      }
      const row = await findGuestTokenUser(store, hashOpaqueToken(token));
      if (!row || row.expires_at <= iso(at) || row.erased_at) return null;
      await seen(row, at);
      const principal = toPrincipal(row);
      remembered.set(key, principal, Math.min(at + ttl, Date.parse(row.expires_at)));
      return principal;
    },
  };
}
