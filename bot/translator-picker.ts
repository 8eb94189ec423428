import type { User } from "grammy/types";
import { LANGUAGES, type Language } from "../src/games/languages.ts";
import { createTranslator, pickLanguage, type Translator } from "./i18n.ts";
import type { LanguageChoices } from "./language-choices.ts";

/** The translator for a sender: the language they chose, else their Telegram client's. */
export type TranslatorPicker = (from: User | undefined) => Promise<Translator>;

/** A picker over one translator per language, built once. */
export function createTranslatorPicker(languages: LanguageChoices): TranslatorPicker {
  const translators = Object.fromEntries(LANGUAGES.map((l) => [l, createTranslator(l)])) as Record<
    Language,
    Translator
  >;
  return async (from) => {
    const chosen = from ? await languages.of(from.id) : undefined;
    return translators[pickLanguage(chosen ?? from?.language_code)];
  };
}
