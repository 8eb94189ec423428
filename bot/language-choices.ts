import type { UserLanguages } from "../src/auth/user-language.ts";
import type { Locale } from "../src/i18n/locales.ts";

/** The languages people chose (with /language or on the web), which win over Telegram's language_code. */
export interface LanguageChoices {
  /** The choice of a Telegram user's account, if they made one. */
  of(telegramId: number): Promise<Locale | undefined>;
  /** Stores a choice on the account `userId` of Telegram user `telegramId`. */
  choose(telegramId: number, userId: string, language: Locale): Promise<void>;
  /** Drops what this process remembers of a user's choice (their stored one is gone with their data). */
  forget(telegramId: number): void;
}

const MAX_REMEMBERED = 100_000;
/** A choice made elsewhere (the web, another process) is trusted this long after it was read. */
const REMEMBER_MS = 60_000;

/** Choices on each person's account, remembered per process for a minute so an update costs no read. */
export function createLanguageChoices(
  accounts: Pick<UserLanguages, "ofTelegramUser" | "choose">,
  now: () => number,
): LanguageChoices {
  const known = new Map<number, { readonly language: Locale | undefined; readonly at: number }>();
  const remember = (telegramId: number, language: Locale | undefined) => {
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(telegramId, { language, at: now() });
  };
  return {
    async of(telegramId) {
      const hit = known.get(telegramId);
      if (hit && now() - hit.at < REMEMBER_MS) return hit.language;
      const language = await accounts.ofTelegramUser(String(telegramId));
      remember(telegramId, language);
      return language;
    },
    async choose(telegramId, userId, language) {
      await accounts.choose(userId, language);
      remember(telegramId, language);
    },
    forget(telegramId) {
      known.delete(telegramId);
    },
  };
}
