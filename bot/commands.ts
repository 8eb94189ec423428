import type { Api } from "grammy";
import type { BotCommand } from "grammy/types";
import { LANGUAGES } from "../src/games/languages.ts";
import { createTranslator, type MessageKey } from "./i18n.ts";

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
  "tv",
  "vacation",
  "language",
  "mydata",
  "deletemydata",
  "help",
] as const;

/** The command menu Telegram shows, in every catalog language (English is the default). */
export async function registerCommands(api: Api): Promise<void> {
  for (const language of LANGUAGES) {
    const t = createTranslator(language);
    const commands: BotCommand[] = COMMANDS.map((command) => ({
      command,
      description: t.t(`commands_${command}` as MessageKey),
    }));
    await api.setMyCommands(commands, language === "en" ? {} : { language_code: language });
  }
}
