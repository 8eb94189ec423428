import type { TextTransform } from "@fluent/bundle";
import type { LocaleFiles } from "./locale-files.ts";
import { type Locale, negotiateLocale, SOURCE_LOCALE } from "./locales.ts";
import { createBundle, createWords, type Words } from "./words.ts";

/** The words of some parts of the product (the bot, the web client) in every language that has them. */
export interface Catalog {
  /** The languages with a folder of .ftl files, the source language among them. */
  readonly available: readonly Locale[];
  /** Words in the best available language for a tag ("pt" reads pt-BR); the source language when none fits. */
  words(tag: string | undefined): Words;
}

/**
 * Words of the files named `parts` (paths under locales/<tag>/ without .ftl:
 * "bot", "errors"), one bundle per language built now, each falling back to
 * the source language message by message. `transform` rewrites every text
 * (the pseudo-locale test uses it).
 */
export function createCatalog(
  files: LocaleFiles,
  parts: readonly string[],
  transform?: TextTransform,
): Catalog {
  const textsOf = (locale: Locale) => parts.flatMap((part) => files.get(locale)?.get(part) ?? []);
  const source = createBundle(SOURCE_LOCALE, textsOf(SOURCE_LOCALE), transform);
  const available = [...files.keys()];
  const words = new Map<Locale, Words>(
    available.map((locale) => [
      locale,
      createWords(
        locale,
        locale === SOURCE_LOCALE ? [source] : [createBundle(locale, textsOf(locale), transform), source],
      ),
    ]),
  );
  return {
    available,
    words: (tag) => words.get(negotiateLocale(tag ? [tag] : [], available)) as Words,
  };
}
