import { hashPassword, verifyPassword } from "../../platform/auth/passwords.ts";
import { insertGuestToken } from "../db/repositories/token-repository.ts";
import { findUserByEmail, insertUser } from "../db/repositories/user-repository.ts";
import { DomainError } from "../errors.ts";
import { newId } from "../ids.ts";
import { isoAt as iso } from "../time.ts";
import type { AuthServiceDeps } from "./auth-deps.ts";
import { pickGuestName } from "./default-names.ts";
import { createOpaqueToken, hashOpaqueToken } from "./opaque-tokens.ts";
import { signIn, type TokenPair } from "./token-pairs.ts";

/** A guest's credential: the opaque token sent as `Authorization: Guest <token>`. */
export interface GuestCredential {
  readonly guest_token: string;
  readonly token_type: "Guest";
  readonly expires_in: number;
}

/** Creates a guest account and its opaque Guest token. */
export async function createGuest(
  deps: AuthServiceDeps,
  displayName: string | undefined,
): Promise<GuestCredential> {
  const at = deps.now();
  const token = createOpaqueToken("g");
  await deps.store.write(async (tx) => {
    const user = await insertUser(tx, {
      id: newId(),
      kind: "guest",
      display_name: displayName ?? pickGuestName(),
      email: null,
      password_hash: null,
      telegram_id: null,
      telegram_username: null,
      is_staff: 0,
      created_at: iso(at),
      last_seen_at: iso(at),
      erased_at: null,
      language: null,
    });
    await insertGuestToken(tx, {
      token_hash: hashOpaqueToken(token),
      user_id: user.id,
      expires_at: iso(at + deps.guestTtlSeconds * 1000),
    });
  });
  return { guest_token: token, token_type: "Guest", expires_in: deps.guestTtlSeconds };
}

/** Registers an email/password account; emails are compared case-insensitively. */
export async function register(
  deps: AuthServiceDeps,
  email: string,
  password: string,
): Promise<{ id: string; email: string }> {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  return deps.store.write(async (tx) => {
    if (await findUserByEmail(tx, normalised)) {
      throw new DomainError("email_taken", "An account with this email already exists.");
    }
    const user = await insertUser(tx, {
      id: newId(),
      kind: "registered",
      display_name: (normalised.split("@")[0] ?? "Player").slice(0, 64),
      email: normalised,
      password_hash: passwordHash,
      telegram_id: null,
      telegram_username: null,
      is_staff: 0,
      created_at: iso(deps.now()),
      last_seen_at: iso(deps.now()),
      erased_at: null,
      language: null,
    });
    return { id: user.id, email: normalised };
  });
}

/** Email/password login, rate-limited per email and per client address; an unknown email costs a hash too. */
export async function login(
  deps: AuthServiceDeps,
  /** A hash to check against when the email is unknown, so both cases take as long. */
  decoyHash: () => Promise<string>,
  email: string,
  password: string,
  address: string,
): Promise<TokenPair> {
  const normalised = email.trim().toLowerCase();
  const keys = [`email:${normalised}`, `addr:${address}`];
  const wait = Math.max(...(await Promise.all(keys.map((k) => deps.limiter.attempt(k, deps.now())))));
  if (wait > 0) throw new DomainError("rate_limited", "Too many failed logins; try again later.", wait);
  const user = await findUserByEmail(deps.store, normalised);
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid) throw new DomainError("invalid_credentials", "Wrong email or password.");
  await deps.limiter.reset(keys[0] as string);
  await deps.limiter.forgive(keys[1] as string, deps.now());
  return signIn(deps, user.id);
}
