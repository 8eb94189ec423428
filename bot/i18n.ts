import { ERRORS, type ErrorCode } from "../src/errors.ts";
import { type InEveryLanguage, LANGUAGES, type Language } from "../src/games/languages.ts";
import { negotiateLocale } from "../src/i18n/locales.ts";
import { de, deErrors } from "./i18n/de.ts";
import { en, type MessageKey } from "./i18n/en.ts";

export type { Language } from "../src/games/languages.ts";
export type { MessageKey } from "./i18n/en.ts";

/**
 * One catalog per language of the core's list, in `i18n/`: a language
 * without one does not compile. English is the source, and every other
 * catalog must have all its keys.
 */
const CATALOGS: InEveryLanguage<Readonly<Record<MessageKey, string>>> = { en, de };
const ERROR_CATALOGS: InEveryLanguage<Partial<Record<ErrorCode, string>>> = { en: {}, de: deErrors };

/** Texts in one language. */
export interface Translator {
  readonly language: Language;
  t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string;
  /** The friendly text of an error-table code. */
  error(code: ErrorCode): string;
}

/** The catalog language for a Telegram `language_code` or a chosen language ("de-AT" -> de, "pt" -> pt-BR); English otherwise. */
export function pickLanguage(code: string | undefined): Language {
  return negotiateLocale(code ? [code] : [], LANGUAGES);
}

/** A translator for a language. */
export function createTranslator(language: Language): Translator {
  const catalog = CATALOGS[language];
  return {
    language,
    t: (key, params = {}) =>
      catalog[key].replace(/\{(\w+)\}/g, (slot, name: string) =>
        params[name] === undefined ? slot : String(params[name]),
      ),
    error: (code) => ERROR_CATALOGS[language][code] ?? ERRORS[code].reply,
  };
}
