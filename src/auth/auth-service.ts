import { randomUUID } from "node:crypto";
import {
  findGuestTokenUser,
  findRefreshToken,
  insertGuestToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshFamily,
} from "../db/repositories/token-repository.ts";
import {
  findUserByEmail,
  findUserById,
  findUserByTelegramId,
  insertUser,
  updateTelegramNames,
} from "../db/repositories/user-repository.ts";
import type { UserRow } from "../db/schema.ts";
import type { Store, WriteTx } from "../db/store.ts";
import { DomainError } from "../errors.ts";
import { isoAt as iso } from "../time.ts";
import type { AccessTokenSigner } from "./access-tokens.ts";
import { pickGuestName } from "./default-names.ts";
import type { FailureLimiter } from "./failure-limiter.ts";
import { createOpaqueToken, hashOpaqueToken } from "./opaque-tokens.ts";
import { createDecoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import { type Principal, toPrincipal } from "./principal.ts";
import { createPrincipalCache } from "./principal-cache.ts";
import {
  type TelegramCheck,
  type TelegramProfile,
  verifyLoginWidget,
  verifyMiniAppInitData,
} from "./telegram-login.ts";

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly token_type: "Bearer";
  readonly expires_in: number;
}

export interface GuestCredential {
  readonly guest_token: string;
  readonly token_type: "Guest";
  readonly expires_in: number;
}

export interface AuthServiceDeps {
  readonly store: Store;
  readonly now: () => number;
  readonly signer: AccessTokenSigner;
  readonly limiter: FailureLimiter;
  readonly refreshTtlSeconds: number;
  readonly guestTtlSeconds: number;
  readonly botToken: string | undefined;
  readonly messengerMaxAgeSeconds: number;
  /** How long a verified credential is remembered (ms); 0 disables the memory. */
  readonly credentialCacheMs?: number;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Credentials: guests, registered accounts, Telegram logins, access and refresh tokens. */
export function createAuthService(deps: AuthServiceDeps) {
  const { store, now, signer, limiter } = deps;
  let decoyHash: Promise<string> | undefined;
  const remembered = createPrincipalCache(deps.credentialCacheMs ?? 5_000);

  async function issuePair(tx: WriteTx, userId: string, familyId: string): Promise<TokenPair> {
    const at = now();
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
      access_token: signer.sign(userId, at),
      refresh_token: refresh,
      token_type: "Bearer",
      expires_in: signer.ttlSeconds,
    };
  }

  async function upsertTelegramUser(profile: TelegramProfile): Promise<UserRow> {
    const name =
      [profile.first_name, profile.last_name].filter(Boolean).join(" ").trim().slice(0, 64) || "Player";
    return store.write(async (tx) => {
      const existing = await findUserByTelegramId(tx, profile.id);
      if (existing) {
        const changes = { display_name: name, telegram_username: profile.username ?? null };
        await updateTelegramNames(tx, { id: existing.id, ...changes });
        return { ...existing, ...changes };
      }
      return insertUser(tx, {
        id: randomUUID(),
        kind: "telegram",
        display_name: name,
        email: null,
        password_hash: null,
        telegram_id: profile.id,
        telegram_username: profile.username ?? null,
        is_staff: 0,
        created_at: iso(now()),
      });
    });
  }

  async function loginWithTelegram(check: TelegramCheck): Promise<TokenPair> {
    if (!check.ok) {
      throw check.reason === "expired"
        ? new DomainError("messenger_auth_expired", "auth_date is older than the accepted age.")
        : new DomainError("messenger_auth_invalid", "The hash does not match the data.");
    }
    const user = await upsertTelegramUser(check.profile);
    return store.write((tx) => issuePair(tx, user.id, randomUUID()));
  }

  function requireBotToken(): string {
    if (!deps.botToken)
      throw new DomainError("messenger_login_unavailable", "MESSENGER_BOT_TOKEN is not set.");
    return deps.botToken;
  }

  return {
    /** Creates a guest account and its opaque Guest token. */
    async createGuest(displayName: string | undefined): Promise<GuestCredential> {
      const at = now();
      const token = createOpaqueToken("g");
      await store.write(async (tx) => {
        const user = await insertUser(tx, {
          id: randomUUID(),
          kind: "guest",
          display_name: displayName ?? pickGuestName(),
          email: null,
          password_hash: null,
          telegram_id: null,
          telegram_username: null,
          is_staff: 0,
          created_at: iso(at),
        });
        await insertGuestToken(tx, {
          token_hash: hashOpaqueToken(token),
          user_id: user.id,
          expires_at: iso(at + deps.guestTtlSeconds * 1000),
        });
      });
      return { guest_token: token, token_type: "Guest", expires_in: deps.guestTtlSeconds };
    },

    /** Registers an email/password account; emails are compared case-insensitively. */
    async register(email: string, password: string): Promise<{ id: string; email: string }> {
      const normalised = email.trim().toLowerCase();
      const passwordHash = await hashPassword(password);
      return store.write(async (tx) => {
        if (await findUserByEmail(tx, normalised)) {
          throw new DomainError("email_taken", "An account with this email already exists.");
        }
        const user = await insertUser(tx, {
          id: randomUUID(),
          kind: "registered",
          display_name: (normalised.split("@")[0] ?? "Player").slice(0, 64),
          email: normalised,
          password_hash: passwordHash,
          telegram_id: null,
          telegram_username: null,
          is_staff: 0,
          created_at: iso(now()),
        });
        return { id: user.id, email: normalised };
      });
    },

    /** Email/password login, rate-limited per email and per client address. */
    async login(email: string, password: string, address: string): Promise<TokenPair> {
      const normalised = email.trim().toLowerCase();
      const keys = [`email:${normalised}`, `addr:${address}`];
      const wait = Math.max(...(await Promise.all(keys.map((k) => limiter.attempt(k, now())))));
      if (wait > 0) throw new DomainError("rate_limited", "Too many failed logins; try again later.", wait);
      const user = await findUserByEmail(store, normalised);
      decoyHash ??= createDecoyHash();
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
      if (!user || !valid) throw new DomainError("invalid_credentials", "Wrong email or password.");
      await limiter.reset(keys[0] as string);
      await limiter.forgive(keys[1] as string, now());
      return store.write((tx) => issuePair(tx, user.id, randomUUID()));
    },

    /** Rotates a refresh token; presenting a spent one revokes its whole family. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const outcome = await store.write(async (tx) => {
        const at = now();
        const row = await findRefreshToken(tx, hashOpaqueToken(refreshToken));
        if (!row || row.revoked_at !== null || row.expires_at <= iso(at)) return "invalid" as const;
        if (row.used_at !== null) {
          await revokeRefreshFamily(tx, row.family_id, iso(at));
          return "reused" as const;
        }
        await markRefreshTokenUsed(tx, row.token_hash, iso(at));
        return issuePair(tx, row.user_id, row.family_id);
      });
      // The revocation above must commit, so the error is raised outside the transaction.
      if (outcome === "invalid") throw new DomainError("refresh_token_invalid");
      if (outcome === "reused") {
        throw new DomainError("refresh_token_reused", "This refresh token was already used; sign in again.");
      }
      return outcome;
    },

    /** Telegram Login Widget sign-in. */
    loginWithWidget(fields: Readonly<Record<string, string | number>>): Promise<TokenPair> {
      return loginWithTelegram(
        verifyLoginWidget(fields, requireBotToken(), now(), deps.messengerMaxAgeSeconds),
      );
    },

    /** Telegram Mini App sign-in from `initData`. */
    loginWithMiniApp(initData: string): Promise<TokenPair> {
      return loginWithTelegram(
        verifyMiniAppInitData(initData, requireBotToken(), now(), deps.messengerMaxAgeSeconds),
      );
    },

    /** The one account of a Telegram user, created on first sight (used by the bot too). */
    async principalForTelegram(profile: TelegramProfile): Promise<Principal> {
      return toPrincipal(await upsertTelegramUser(profile));
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
