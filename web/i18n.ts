import { type InEveryLanguage, LANGUAGES, type Language } from "../src/games/languages.ts";
import { de } from "./i18n-de.ts";
import { en, type Key } from "./i18n-en.ts";

/** One catalog per language of the core's list: a language without one does not compile. */
const CATALOGS: InEveryLanguage<Record<Key, string>> = { en, de };

/** The browser's first language we have a catalog for; English when it has none. */
export const LANG: Language =
  (navigator.languages ?? [navigator.language])
    .map((tag) => LANGUAGES.find((l) => l === tag.toLowerCase().split("-")[0]))
    .find((l) => l !== undefined) ?? "en";

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
