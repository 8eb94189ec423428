import type { User } from "grammy/types";
import type { Principal } from "../src/auth/principal.ts";
import type { Core } from "../src/core.ts";

/** The accounts of the Telegram profiles seen, so a button press costs no account write. */
export interface PrincipalMemo {
  of(user: User): Promise<Principal>;
  /** Drops a Telegram user's account (erased): their next update finds or makes a fresh one. */
  forget(telegramId: number): void;
}

/**
 * How long an account is remembered: an account erased elsewhere (the web,
 * another bot process) is looked up again within this time.
 */
const REMEMBER_MS = 60_000;

/** Remembers the account of each Telegram profile seen for a minute, at most `max` of them. */
export function createPrincipalMemo(core: Core, max = 10_000): PrincipalMemo {
  const known = new Map<string, { readonly principal: Promise<Principal>; readonly until: number }>();
  return {
    of(user) {
      const key = `${user.id}\n${user.first_name}\n${user.last_name ?? ""}\n${user.username ?? ""}`;
      const now = core.now();
      const memo = known.get(key);
      if (memo && memo.until > now) return memo.principal;
      const principal = core.auth.principalForTelegram({
        id: String(user.id),
        first_name: user.first_name,
        last_name: user.last_name,
        username: user.username,
        language_code: user.language_code,
      });
      principal.catch(() => known.delete(key));
      known.delete(key);
      if (known.size >= max) known.delete(known.keys().next().value as string);
      known.set(key, { principal, until: now + REMEMBER_MS });
      return principal;
    },
    forget(telegramId) {
      for (const key of known.keys()) if (key.startsWith(`${telegramId}\n`)) known.delete(key);
    },
  };
}
