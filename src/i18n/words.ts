import {
  FluentBundle,
  FluentNumber,
  FluentResource,
  type FluentVariable,
  type TextTransform,
} from "@fluent/bundle";
import { directionOf, isLocale, type Locale } from "./locales.ts";

/** The values a message's variables take: numbers and dates are formatted for the language through Intl. */
export type WordArgs = Readonly<Record<string, string | number | Date>>;

/** Messages in one language. */
export interface Words {
  readonly locale: Locale;
  /** Message `id` with `args`; the id itself when no language has it (the catalog tests fail on that). */
  t(id: string, args?: WordArgs): string;
  /** Whether any language of the chain has message `id`. */
  has(id: string): boolean;
}

/**
 * One language's bundle over .ftl texts. Placeables are isolated (Unicode
 * FSI…PDI) only in right-to-left languages, where a Latin name inside Persian
 * text would otherwise reorder it; elsewhere the marks would only be noise in
 * chat messages and button labels. A broken .ftl file throws here, when its
 * language is first read (the locale-files test parses every file).
 */
export function createBundle(
  locale: string,
  texts: readonly string[],
  transform?: TextTransform,
): FluentBundle {
  const bundle = new FluentBundle(locale, {
    useIsolating: isLocale(locale) && directionOf(locale) === "rtl",
    ...(transform ? { transform } : {}),
  });
  for (const text of texts) {
    const [error] = bundle.addResource(new FluentResource(text));
    if (error) throw new Error(`${locale}: ${error.message}`);
  }
  return bundle;
}

/** A number as the language writes its digits and decimals, without thousands separators (ratings read 1012, not 1,012). */
const asVariable = (value: string | number | Date): FluentVariable =>
  typeof value === "number" ? new FluentNumber(value, { useGrouping: false }) : value;

/** Words over a chain of bundles, the language's own first: a message it lacks comes from the next (English last). */
export function createWords(locale: Locale, chain: readonly FluentBundle[]): Words {
  const find = (id: string) => {
    for (const bundle of chain) {
      const message = bundle.getMessage(id);
      if (message?.value) return { bundle, pattern: message.value };
    }
    return undefined;
  };
  return {
    locale,
    t(id, args = {}) {
      const found = find(id);
      if (!found) return id;
      const variables = Object.fromEntries(Object.entries(args).map(([k, v]) => [k, asVariable(v)]));
      return found.bundle.formatPattern(found.pattern, variables, []);
    },
    has: (id) => find(id) !== undefined,
  };
}
