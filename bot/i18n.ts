import { projectFile } from "../platform/project-files.ts";
import { ERRORS, type ErrorCode } from "../src/errors.ts";
import { createCatalog } from "../src/i18n/catalog.ts";
import { gamePartsOf, type LocaleFiles, readLocaleFiles } from "../src/i18n/locale-files.ts";
import { LOCALE_TAGS, type Locale, negotiateLocale } from "../src/i18n/locales.ts";
import type { Words } from "../src/i18n/words.ts";

/** The language of a chat's board images: any a person may choose (one without a folder draws English). */
export type Language = Locale;

/** A message id of locales/<lang>/bot.ftl. */
export type MessageKey = string;

/** Texts in one language. */
export interface Translator {
  /** The language of the bot's words (locales/<locale>/bot.ftl). */
  readonly locale: Locale;
  /** The language of the board images, the same as `locale`. */
  readonly language: Language;
  /** Every word of `locale`, the games' files included: a game's words accessor reads them (`game.words.of`). */
  readonly words: Words;
  t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string;
  /** The friendly text of an error-table code. */
  error(code: ErrorCode): string;
}

/** The translator for a language tag (a Telegram `language_code`, a stored choice): the best language the bot speaks. */
export type Translators = ((tag: string | undefined) => Translator) & {
  /** The languages with a folder of words, which /language offers. */
  readonly available: readonly Locale[];
};

/** The board images' language for a tag ("de-AT" -> de); English for a tag no one may choose. */
export function pickLanguage(code: string | undefined): Language {
  return negotiateLocale(code ? [code] : [], LOCALE_TAGS);
}

/**
 * One translator per language with a folder of locales/ (bot.ftl,
 * errors.ftl and the games' files), built at the language's first use;
 * English fills in what a language lacks, and the error table's reply what
 * errors.ftl lacks.
 */
export function createTranslators(files: LocaleFiles = readLocaleFiles(projectFile("locales"))): Translators {
  const catalog = createCatalog(files, ["bot", "errors", ...gamePartsOf(files)]);
  const translators = new Map<Locale, Translator>();
  const translatorOf = (words: Words): Translator => ({
    locale: words.locale,
    language: words.locale,
    words,
    t: (key, params) => words.t(key, params),
    error: (code) => (words.has(code) ? words.t(code) : ERRORS[code].reply),
  });
  const pick = (tag: string | undefined) => {
    const words = catalog.words(tag);
    let found = translators.get(words.locale);
    if (!found) {
      found = translatorOf(words);
      translators.set(words.locale, found);
    }
    return found;
  };
  return Object.assign(pick, { available: catalog.available });
}
