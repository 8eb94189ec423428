import { type InEveryLanguage, LANGUAGES, type Language } from "../src/games/languages.ts";
import { negotiateLocale } from "../src/i18n/locales.ts";
import { de } from "./i18n-de.ts";
import { en, type Key } from "./i18n-en.ts";
import { telegramLanguage } from "./telegram.ts";

/** One catalog per language of the core's list: a language without one does not compile. */
const CATALOGS: InEveryLanguage<Record<Key, string>> = { en, de };

/** Where this browser keeps the language its user chose, so the next page opens in it at once. */
const CHOSEN = "language";

/** The chosen language remembered on this device, if any. */
function remembered(): string | null {
  try {
    return localStorage.getItem(CHOSEN);
  } catch {
    return null;
  }
}

/**
 * The language this page speaks: the one the user chose (remembered here), else
 * Telegram's in a Mini App, else the page's own, which the server negotiated
 * from Accept-Language, else the browser's; English when we have none of them.
 */
export const LANG: Language = negotiateLocale(
  [
    remembered(),
    telegramLanguage(),
    document.documentElement.lang,
    ...(navigator.languages ?? [navigator.language]),
  ].filter((tag): tag is string => Boolean(tag)),
  LANGUAGES,
);

/** Remembers a chosen language and reopens the page in it when it reads differently from this one. */
export function adoptLanguage(language: string): void {
  try {
    localStorage.setItem(CHOSEN, language);
  } catch {
    // Without storage the choice still holds on the account; this page keeps its language.
  }
  if (negotiateLocale([language], LANGUAGES) !== LANG) location.reload();
}

const catalog = CATALOGS[LANG];

/** A message with its {placeholders} filled in from `vars`. */
export function fill(message: string, vars: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ""));
}

/** A translated message with {placeholders} filled in. */
export function t(key: Key, vars: Record<string, string | number> = {}): string {
  return fill(catalog[key], vars);
}

/** A catalog key, for labels picked at run time (categories, statuses). */
export function tKey(key: string): string {
  return key in catalog ? catalog[key as Key] : key;
}
