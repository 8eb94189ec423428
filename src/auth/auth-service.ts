import { createDecoyHash } from "../../platform/auth/passwords.ts";
import { findGuestTokenUser } from "../db/repositories/token-repository.ts";
import { findUserById } from "../db/repositories/user-repository.ts";
import { DomainError } from "../errors.ts";
import { isoAt as iso } from "../time.ts";
import { createGuest, login, register } from "./accounts.ts";
import type { AuthServiceDeps } from "./auth-deps.ts";
import { hashOpaqueToken } from "./opaque-tokens.ts";
import { type Principal, toPrincipal } from "./principal.ts";
import { createPrincipalCache } from "./principal-cache.ts";
import { loginWithTelegram, upsertTelegramUser } from "./telegram-accounts.ts";
import { type TelegramProfile, verifyLoginWidget, verifyMiniAppInitData } from "./telegram-login.ts";
import { rotateRefreshToken, type TokenPair } from "./token-pairs.ts";

export type AuthService = ReturnType<typeof createAuthService>;

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

    /** Resolves an `Authorization` credential to a principal, or null when it is not valid. */
    async authenticate(scheme: "Bearer" | "Guest", token: string): Promise<Principal | null> {
      const at = now();
      const key = `${scheme} ${token}`;
      const known = remembered.get(key, at);
      if (known) return known;
      const ttl = deps.credentialCacheMs ?? 5_000;
      if (scheme === "Bearer") {
        const claims = signer.verify(token, at);
        const user = claims ? await findUserById(store, claims.userId) : undefined;
        if (!claims || !user) return null;
        const principal = toPrincipal(user);
        remembered.set(key, principal, Math.min(at + ttl, claims.expiresAt));
        return principal;
      }
      const row = await findGuestTokenUser(store, hashOpaqueToken(token));
      if (!row || row.expires_at <= iso(at)) return null;
      const principal = toPrincipal(row);
      remembered.set(key, principal, Math.min(at + ttl, Date.parse(row.expires_at)));
      return principal;
    },
  };
}
