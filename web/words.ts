import { type Locale, SOURCE_LOCALE } from "../src/i18n/locales.ts";
import { createBundle, createWords, type Words } from "../src/i18n/words.ts";

/** Words in `locale` from its .ftl texts, with English for what it lacks. */
export function wordsOf(locale: Locale, texts: (locale: Locale) => readonly string[]): Words {
  const source = createBundle(SOURCE_LOCALE, texts(SOURCE_LOCALE));
  if (locale === SOURCE_LOCALE) return createWords(locale, [source]);
  return createWords(locale, [createBundle(locale, texts(locale)), source]);
}

/** One .ftl file as the server serves it from locales/ (GET /play/assets/locales/{lang}/{part}.ftl); empty when absent. */
async function fetchPart(locale: Locale, part: string): Promise<string> {
  const res = await fetch(`/play/assets/locales/${encodeURIComponent(locale)}/${part}.ftl`);
  return res.ok ? res.text() : "";
}

/**
 * The words of some parts of locales/ (for example "web") in `locale`, with
 * English for what it lacks, fetched before a page's first render so that no
 * bundle carries every language.
 */
export async function loadWords(locale: Locale, parts: readonly string[]): Promise<Words> {
  const fetched = new Map<Locale, readonly string[]>();
  for (const l of new Set([SOURCE_LOCALE, locale]))
    fetched.set(l, await Promise.all(parts.map((part) => fetchPart(l, part))));
  return wordsOf(locale, (l) => fetched.get(l) ?? []);
}
