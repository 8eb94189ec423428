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
 * "bot", "errors"), each language falling back to the source language message
 * by message. A language's bundle is parsed at its first use, so a process
 * holds only the languages its readers read. `transform` rewrites every text
 * (the pseudo-locale test uses it).
 */
export function createCatalog(
  files: LocaleFiles,
  parts: readonly string[],
  transform?: TextTransform,
): Catalog {
  const textsOf = (locale: Locale) => parts.flatMap((part) => files.get(locale)?.get(part) ?? []);
  const available = [...files.keys()];
  let source: ReturnType<typeof createBundle> | undefined;
  const sourceBundle = () => (source ??= createBundle(SOURCE_LOCALE, textsOf(SOURCE_LOCALE), transform));
  const words = new Map<Locale, Words>();
  const wordsOf = (locale: Locale): Words => {
    let found = words.get(locale);
    if (!found) {
      const chain =
        locale === SOURCE_LOCALE
          ? [sourceBundle()]
          : [createBundle(locale, textsOf(locale), transform), sourceBundle()];
      found = createWords(locale, chain);
      words.set(locale, found);
    }
    return found;
  };
  return {
    available,
    words: (tag) => wordsOf(negotiateLocale(tag ? [tag] : [], available)),
  };
}
