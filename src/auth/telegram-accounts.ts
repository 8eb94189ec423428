import { findUserByTelegramId, insertUser, updateTelegramNames } from "../db/repositories/user-repository.ts";
import type { UserRow } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import { newId } from "../ids.ts";
import { isoAt as iso } from "../time.ts";
import type { AuthServiceDeps } from "./auth-deps.ts";
import type { TelegramCheck, TelegramProfile } from "./telegram-login.ts";
import { signIn, type TokenPair } from "./token-pairs.ts";

/** The one account of a Telegram user, created on first sight; its names follow Telegram's. */
export async function upsertTelegramUser(deps: AuthServiceDeps, profile: TelegramProfile): Promise<UserRow> {
  const name =
    [profile.first_name, profile.last_name].filter(Boolean).join(" ").trim().slice(0, 64) || "Player";
  return deps.store.write(async (tx) => {
    const existing = await findUserByTelegramId(tx, profile.id);
    if (existing) {
      const changes = { display_name: name, telegram_username: profile.username ?? null };
      await updateTelegramNames(tx, { id: existing.id, ...changes });
      return { ...existing, ...changes };
    }
    return insertUser(tx, {
      id: newId(),
      kind: "telegram",
      display_name: name,
      email: null,
      password_hash: null,
      telegram_id: profile.id,
      telegram_username: profile.username ?? null,
      is_staff: 0,
      created_at: iso(deps.now()),
      last_seen_at: iso(deps.now()),
      erased_at: null,
      language: null,
    });
  });
}

/** Signs in a checked Telegram login (widget or Mini App), or says why the check failed. */
export async function loginWithTelegram(deps: AuthServiceDeps, check: TelegramCheck): Promise<TokenPair> {
  if (!check.ok) {
    throw check.reason === "expired"
      ? new DomainError("messenger_auth_expired", "auth_date is older than the accepted age.")
      : new DomainError("messenger_auth_invalid", "The hash does not match the data.");
  }
  const user = await upsertTelegramUser(deps, check.profile);
  return signIn(deps, user.id);
}
