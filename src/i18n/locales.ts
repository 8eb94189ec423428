import { acceptedLanguages, negotiateLanguages } from "@fluent/langneg";

/**
 * The languages a person may choose, one line each: its BCP 47 tag, its name
 * as its speakers write it (the language picker shows that), and its writing
 * direction. Adding a language is this line plus its folder of .ftl files in
 * locales/ (docs/translating.md); until the folder exists, people who chose
 * it read English.
 */
export const LOCALES = [
  { tag: "en", name: "English", dir: "ltr" },
  { tag: "de", name: "Deutsch", dir: "ltr" },
  { tag: "ru", name: "Русский", dir: "ltr" },
  { tag: "uk", name: "Українська", dir: "ltr" },
  { tag: "es", name: "Español", dir: "ltr" },
  { tag: "pt-BR", name: "Português (Brasil)", dir: "ltr" },
  { tag: "tr", name: "Türkçe", dir: "ltr" },
  { tag: "id", name: "Bahasa Indonesia", dir: "ltr" },
  { tag: "fa", name: "فارسی", dir: "rtl" },
  { tag: "ar", name: "العربية", dir: "rtl" },
] as const;

/** A language a person may choose. */
export type Locale = (typeof LOCALES)[number]["tag"];

/** The source language: every message exists in it, and it is what anyone reads when nothing else matches. */
export const SOURCE_LOCALE: Locale = "en";

/** Every tag a person may choose, in the picker's order. */
export const LOCALE_TAGS: readonly Locale[] = LOCALES.map((l) => l.tag);

/** Whether `tag` is exactly one of the languages a person may choose. */
export function isLocale(tag: unknown): tag is Locale {
  return typeof tag === "string" && (LOCALE_TAGS as readonly string[]).includes(tag);
}

/** "rtl" for a language written right to left. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return LOCALES.find((l) => l.tag === locale)?.dir ?? "ltr";
}

/**
 * The best of `available` for someone who reads `requested`, most wanted first
 * ("pt" and "pt-PT" read pt-BR, "de-AT" reads de, "es-419" reads es); the
 * source language when none fits.
 */
export function negotiateLocale<L extends Locale>(requested: readonly string[], available: readonly L[]): L {
  // A regional tag the list lacks still matches its language: es-419 is Spanish.
  const wanted = requested.flatMap((tag) => [tag, tag.split("-")[0] ?? tag]);
  const [best] = negotiateLanguages(wanted, available, { strategy: "lookup", defaultLocale: SOURCE_LOCALE });
  return available.find((l) => l === best) ?? (SOURCE_LOCALE as L);
}

/** The best of `available` for an Accept-Language header. */
export function localeOfAcceptLanguage<L extends Locale>(
  header: string | undefined,
  available: readonly L[],
): L {
  return negotiateLocale(acceptedLanguages(header ?? ""), available);
}
