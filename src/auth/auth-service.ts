import { createDecoyHash } from "../../platform/auth/passwords.ts";
import type { TokenScope } from "../documents/personal-token-document.ts";
import { DomainError } from "../errors.ts";
import { createGuest, login, register } from "./accounts.ts";
import type { AuthServiceDeps } from "./auth-deps.ts";
import { CREDENTIAL_RESOLVERS, type CredentialScheme } from "./credential-resolvers.ts";
import { createPersonalToken, listTokens, revokeToken } from "./personal-tokens.ts";
import { type Principal, toPrincipal } from "./principal.ts";
import { createPrincipalCache } from "./principal-cache.ts";
import { loginWithTelegram, upsertTelegramUser } from "./telegram-accounts.ts";
import { type TelegramProfile, verifyLoginWidget, verifyMiniAppInitData } from "./telegram-login.ts";
import { rotateRefreshToken, type TokenPair } from "./token-pairs.ts";
import { createUserLanguages } from "./user-language.ts";

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Credentials: guests, registered accounts, Telegram logins, access and
 * refresh tokens. Each kind lives in its own file; this binds them to one
 * set of dependencies and resolves presented credentials.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { now } = deps;
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    decoy ??= createDecoyHash();
    return decoy;
  };
  const cacheMs = deps.credentialCacheMs ?? 5_000;
  const remembered = createPrincipalCache(cacheMs);

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

    /** The language each user chose (PATCH /users/me, the bot's /language). */
    languages: createUserLanguages(deps.store),

    /** Forgets the cached credentials of an erased account. */
    forgetUser: (userId: string) => remembered.forgetUser(userId),

    /** Resolves an `Authorization` credential to a principal, or null when it is not valid. */
    async authenticate(scheme: CredentialScheme, token: string): Promise<Principal | null> {
      const at = now();
      const key = `${scheme} ${token}`;
      const known = remembered.get(key, at);
      if (known) return known;
      const resolved = await CREDENTIAL_RESOLVERS[scheme](deps, token, at);
      if (!resolved) return null;
      remembered.set(key, resolved.principal, Math.min(at + cacheMs, resolved.validUntil));
      return resolved.principal;
    },
  };
}
