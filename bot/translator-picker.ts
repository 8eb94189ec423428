import type { User } from "grammy/types";
import type { Translator, Translators } from "./i18n.ts";
import type { LanguageChoices } from "./language-choices.ts";

/** The translator for a sender: the language they chose, else their Telegram client's. */
export type TranslatorPicker = (from: User | undefined) => Promise<Translator>;

/** A picker over the bot's translators. */
export function createTranslatorPicker(
  languages: LanguageChoices,
  translators: Translators,
): TranslatorPicker {
  return async (from) => {
    const chosen = from ? await languages.of(from.id) : undefined;
    return translators(chosen ?? from?.language_code);
  };
}
