import { projectFile } from "../platform/project-files.ts";
import { ERRORS, type ErrorCode } from "../src/errors.ts";
import { LANGUAGES, type Language } from "../src/games/languages.ts";
import { createCatalog } from "../src/i18n/catalog.ts";
import { type LocaleFiles, readLocaleFiles } from "../src/i18n/locale-files.ts";
import { type Locale, negotiateLocale } from "../src/i18n/locales.ts";

export type { Language } from "../src/games/languages.ts";

/** A message id of locales/<lang>/bot.ftl. */
export type MessageKey = string;

/** Texts in one language. */
export interface Translator {
  /** The language of the bot's words (locales/<locale>/bot.ftl). */
  readonly locale: Locale;
  /** The language of the games' own words and board images, which speak fewer languages yet. */
  readonly language: Language;
  t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string;
  /** The friendly text of an error-table code. */
  error(code: ErrorCode): string;
}

/** The translator for a language tag (a Telegram `language_code`, a stored choice): the best language the bot speaks. */
export type Translators = ((tag: string | undefined) => Translator) & {
  /** The languages with a folder of words, which /language offers. */
  readonly available: readonly Locale[];
};

/** The games' words language for a tag ("de-AT" -> de); English otherwise. */
export function pickLanguage(code: string | undefined): Language {
  return negotiateLocale(code ? [code] : [], LANGUAGES);
}

/**
 * One translator per language with a folder of locales/ (bot.ftl and
 * errors.ftl), built once; English fills in what a language lacks, and the
 * error table's reply what errors.ftl lacks.
 */
export function createTranslators(files: LocaleFiles = readLocaleFiles(projectFile("locales"))): Translators {
  const catalog = createCatalog(files, ["bot", "errors"]);
  const translators = new Map<Locale, Translator>(
    catalog.available.map((locale) => {
      const words = catalog.words(locale);
      return [
        locale,
        {
          locale,
          language: pickLanguage(locale),
          t: (key, params) => words.t(key, params),
          error: (code) => (words.has(code) ? words.t(code) : ERRORS[code].reply),
        },
      ];
    }),
  );
  const pick = (tag: string | undefined) => translators.get(catalog.words(tag).locale) as Translator;
  return Object.assign(pick, { available: catalog.available });
}
