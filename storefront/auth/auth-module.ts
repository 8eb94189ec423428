import { randomUUID } from "node:crypto";
import { createFailureLimiter } from "../../platform/auth/failure-limiter.ts";
import { createDecoyHash, hashPassword, verifyPassword } from "../../platform/auth/passwords.ts";
import type { WindowCounter } from "../../platform/net/window-counter.ts";
import { DomainError } from "../errors.ts";
import {
  type AccessTokenIssuer,
  type AccessTokenVerifier,
  createAccessTokenIssuer,
} from "../shared/access-tokens.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import { type AccountRow, findAccountByEmail, findAccountById, insertAccount } from "./account-repository.ts";
import type { AuthTables } from "./auth-tables.ts";
import { findRefreshToken, revokeFamily, spendRefreshToken } from "./refresh-token-repository.ts";
import { issueTokenPair, refreshTokenHash, type TokenPair } from "./token-pairs.ts";

export interface Account {
  readonly id: string;
  readonly email: string;
  readonly is_staff: boolean;
  readonly created_at: string;
}

export interface LoginOptions {
  /** The client's address, for the failure limit. */
  readonly clientKey?: string;
  /** Refuse non-staff accounts before any token exists (the admin service's sign-in). */
  readonly staffOnly?: boolean;
}

/** The auth service's module interface: what other services may ask of it. */
export interface AuthModule {
  register(email: string, password: string): Promise<Account>;
  login(email: string, password: string, options?: LoginOptions): Promise<TokenPair>;
  refresh(refreshToken: string, options?: { staffOnly?: boolean }): Promise<TokenPair>;
  logout(refreshToken: string): Promise<void>;
  account(id: string): Promise<Account | undefined>;
  readonly verifier: AccessTokenVerifier;
}

export interface AuthModuleDeps {
  readonly database: StorefrontDatabase;
  /** The storefront signing key (`storefrontSigningKey`). */
  readonly signingKey: string;
  readonly accessTtlSeconds: number;
  readonly refreshTtlSeconds: number;
  /** Where failed sign-ins are counted: this process, or Redis shared by every process. */
  readonly counter: WindowCounter;
  readonly maxLoginFailures: number;
  readonly loginFailureWindowSeconds: number;
  readonly now?: () => number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cases and checks an email; throws `invalid_request` when it is not one. */
export function normaliseEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!EMAIL.test(normalised) || normalised.length > 254)
    throw new DomainError("invalid_request", "That is not an e-mail address.");
  return normalised;
}

/** The password rule: 8 to 1024 characters. */
export function checkPassword(password: string): void {
  if (password.length < 8 || password.length > 1024)
    throw new DomainError("invalid_request", "The password must be 8 to 1024 characters long.");
}

/** The account as other services see it (never its password hash). */
function accountView(row: AccountRow): Account {
  return { id: row.id, email: row.email, is_staff: row.is_staff === 1, created_at: row.created_at };
}

/** Builds the auth module over its own tables. */
export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const db = deps.database.tables<AuthTables>();
  const now = deps.now ?? Date.now;
  const tokens: AccessTokenIssuer = createAccessTokenIssuer(deps.signingKey, deps.accessTtlSeconds);
  const limiter = createFailureLimiter(deps.counter, deps.maxLoginFailures, deps.loginFailureWindowSeconds);
  let decoy: Promise<string> | undefined;

  const issue = (account: AccountRow, familyId: string) =>
    issueTokenPair({ db, tokens, refreshTtlSeconds: deps.refreshTtlSeconds, now }, account, familyId);

  // Every attempt is counted up front (before the slow password check), and a success takes its count back.
  const throttle = async (keys: string[]) => {
    const wait = Math.max(...(await Promise.all(keys.map((k) => limiter.attempt(k, now())))));
    if (wait > 0) throw new DomainError("rate_limited", "Too many failed sign-ins; try again later.", wait);
  };

  return {
    verifier: tokens,
    async register(email, password) {
      const normalised = normaliseEmail(email);
      checkPassword(password);
      const row: AccountRow = {
        id: randomUUID(),
        email: normalised,
        password_hash: await hashPassword(password),
        is_staff: 0,
        created_at: new Date(now()).toISOString(),
      };
      if (!(await insertAccount(db, row)))
        throw new DomainError("email_taken", "An account with this email already exists.");
      return accountView(row);
    },
    async login(email, password, options = {}) {
      const normalised = email.trim().toLowerCase();
      const keys = [`email:${normalised}`, ...(options.clientKey ? [`ip:${options.clientKey}`] : [])];
      await throttle(keys);
      const account = await findAccountByEmail(db, normalised);
      decoy ??= createDecoyHash();
      const ok = await verifyPassword(password, account?.password_hash ?? (await decoy));
      if (!account || !ok) {
        throw new DomainError("invalid_credentials", "Wrong email or password.");
      }
      await limiter.reset(keys[0] as string);
      if (keys[1]) await limiter.forgive(keys[1], now());
      if (options.staffOnly && account.is_staff !== 1)
        throw new DomainError("staff_required", "This account is not a staff account.");
      return issue(account, randomUUID());
    },
    async refresh(refreshToken, options = {}) {
      const row = await findRefreshToken(db, refreshTokenHash(refreshToken));
      if (!row || row.revoked_at !== null || row.expires_at <= now())
        throw new DomainError("refresh_token_invalid", "The refresh token is invalid or expired.");
      if (row.used_at !== null || !(await spendRefreshToken(db, row.token_hash, now()))) {
        await revokeFamily(db, row.family_id, now());
        throw new DomainError("refresh_token_reused", "This refresh token was already used; sign in again.");
      }
      const account = await findAccountById(db, row.account_id);
      if (!account) throw new DomainError("refresh_token_invalid", "The account no longer exists.");
      if (options.staffOnly && account.is_staff !== 1) {
        await revokeFamily(db, row.family_id, now());
        throw new DomainError("staff_required", "This account is not a staff account.");
      }
      return issue(account, row.family_id);
    },
    async logout(refreshToken) {
      const row = await findRefreshToken(db, refreshTokenHash(refreshToken));
      if (row) await revokeFamily(db, row.family_id, now());
    },
    async account(id) {
      const row = await findAccountById(db, id);
      return row && accountView(row);
    },
  };
}
