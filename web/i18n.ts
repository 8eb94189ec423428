import type { GameWords } from "../src/games/game-words.ts";
import { isLocale, type Locale, negotiateLocale, SOURCE_LOCALE } from "../src/i18n/locales.ts";
import type { Words } from "../src/i18n/words.ts";
import { telegramLanguage } from "./telegram.ts";
import { loadWords, wordsOf } from "./words.ts";

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

/** The languages the server has words for: <html data-locales>, written from its locales/ folders. */
export const AVAILABLE: readonly Locale[] = (document.documentElement.dataset.locales ?? "en")
  .split(" ")
  .filter(isLocale);

/**
 * The language this page speaks: the one the user chose (remembered here), else
 * Telegram's in a Mini App, else the page's own, which the server negotiated
 * from Accept-Language, else the browser's; English when we have none of them.
 */
export const LOCALE: Locale = negotiateLocale(
  [
    remembered(),
    telegramLanguage(),
    document.documentElement.lang,
    ...(navigator.languages ?? [navigator.language]),
  ].filter((tag): tag is string => Boolean(tag)),
  AVAILABLE,
);

/** Remembers a chosen language and reopens the page in it when it reads differently from this one. */
export function adoptLanguage(language: string): void {
  try {
    localStorage.setItem(CHOSEN, language);
  } catch {
    // Without storage the choice still holds on the account; this page keeps its language.
  }
  if (negotiateLocale([language], AVAILABLE) !== LOCALE) location.reload();
}

/**
 * The page's words (locales/<lang>/web.ftl, errors.ftl and the games' files), installed
 * once by loadPageWords before the first render: a tab is one page in one language.
 */
let words: Words | null = null;

/** Fetches the page's words, the refusals' and the games' (`gameParts`, under locales/<lang>/); main.tsx renders once they are here. */
export async function loadPageWords(gameParts: readonly string[]): Promise<void> {
  words = await loadWords(LOCALE, ["web", "errors", ...gameParts]);
}

/** A game's words in the page's language. */
export function gameWordsOf<W>(game: GameWords<W>): W {
  return game.of(words ?? wordsOf(LOCALE, () => []));
}

/** A message of web.ftl with its variables filled in. */
export function t(key: string, vars: Record<string, string | number> = {}): string {
  return words ? words.t(key, vars) : key;
}

/**
 * What the page says for an API refusal: the API's own detail (English, and
 * often more precise than its code) on an English page, else errors.ftl's
 * reply for the code in the page's language, as the bot says it.
 */
export function refusalText(code: string, detail: string): string {
  return LOCALE === SOURCE_LOCALE || !words?.has(code) ? detail : words.t(code);
}

/** A number as the page's language writes it (Persian digits in fa), without grouping, as Fluent's variables are. */
export function numberText(n: number): string {
  return new Intl.NumberFormat(LOCALE, { useGrouping: false }).format(n);
}

/** A message id picked at run time (categories, statuses); the id itself when web.ftl has no such message. */
export function tKey(key: string): string {
  return words?.has(key) ? words.t(key) : key;
}
