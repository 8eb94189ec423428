import type { StorageAdapter } from "grammy";
import type { Language } from "./i18n.ts";

/** The languages people chose with /language, which win over Telegram's language_code. */
export interface LanguageChoices {
  /** The user's choice, if they made one. */
  of(userId: number): Promise<Language | undefined>;
  choose(userId: number, language: Language): Promise<void>;
  /** Drops what this process remembers of a user's choice (their stored one is gone with their data). */
  forget(userId: number): void;
}

const MAX_REMEMBERED = 100_000;
/** Another process may have stored a newer choice; a remembered answer is trusted this long. */
const REMEMBER_MS = 60_000;

/** Choices in the bot's storage, remembered per process for a minute so an update costs no read. */
export function createLanguageChoices(storage: StorageAdapter<Language>, now: () => number): LanguageChoices {
  const known = new Map<number, { readonly language: Language | undefined; readonly at: number }>();
  const remember = (userId: number, language: Language | undefined) => {
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(userId, { language, at: now() });
  };
  return {
    async of(userId) {
      const hit = known.get(userId);
      if (hit && now() - hit.at < REMEMBER_MS) return hit.language;
      const language = await storage.read(String(userId));
      remember(userId, language);
      return language;
    },
    async choose(userId, language) {
      await storage.write(String(userId), language);
      remember(userId, language);
    },
    forget(userId) {
      known.delete(userId);
    },
  };
}
