import { findUserById, languageOfTelegramUser, setUserLanguage } from "../db/repositories/user-repository.ts";
import type { Store } from "../db/store.ts";
import { DomainError } from "../errors.ts";
import { isLocale, LOCALE_TAGS, type Locale } from "../i18n/locales.ts";

/** The language a user chose, read and written by the API and the bot alike. */
export interface UserLanguages {
  /** The user's chosen language; null when they chose none (their client's language applies). */
  of(userId: string): Promise<Locale | null>;
  /** The chosen language of a Telegram account's owner, if any. */
  ofTelegramUser(telegramId: string): Promise<Locale | undefined>;
  /** Stores a choice; a tag outside src/i18n/locales.ts is `unsupported_language`. */
  choose(userId: string, language: string): Promise<Locale>;
}

/** A stored value read back: a tag dropped from the list since reads as no choice. */
const asLocale = (stored: string | null | undefined): Locale | undefined =>
  isLocale(stored) ? stored : undefined;

/** Language choices over the users table. */
export function createUserLanguages(store: Store): UserLanguages {
  return {
    of: async (userId) => asLocale((await findUserById(store, userId))?.language) ?? null,
    ofTelegramUser: async (telegramId) => asLocale(await languageOfTelegramUser(store, telegramId)),
    async choose(userId, language) {
      if (!isLocale(language))
        throw new DomainError("unsupported_language", `Choose one of ${LOCALE_TAGS.join(", ")}.`);
      await store.write((tx) => setUserLanguage(tx, userId, language));
      return language;
    },
  };
}
