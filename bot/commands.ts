import type { Api } from "grammy";
import type { BotCommand, LanguageCode } from "grammy/types";
import { SOURCE_LOCALE } from "../src/i18n/locales.ts";
import { createTranslators, type Translators } from "./i18n.ts";

const COMMANDS = [
  "new",
  "join",
  "status",
  "sessions",
  "leave",
  "pause",
  "resume",
  "close",
  "top",
  "me",
  "tournament",
  "league",
  "lobby",
  "open",
  "tv",
  "watch",
  "vacation",
  "language",
  "mydata",
  "deletemydata",
  "help",
] as const;

/** The command menu Telegram shows, in every language the bot speaks (English is the default). */
export async function registerCommands(
  api: Api,
  translators: Translators = createTranslators(),
): Promise<void> {
  for (const locale of translators.available) {
    const t = translators(locale);
    const commands: BotCommand[] = COMMANDS.map((command) => ({
      command,
      description: t.t(`commands_${command}`),
    }));
    // Telegram takes a two-letter language_code: pt-BR's menu is Portuguese's.
    const code = locale.split("-")[0] as LanguageCode;
    await api.setMyCommands(commands, locale === SOURCE_LOCALE ? {} : { language_code: code });
  }
}
