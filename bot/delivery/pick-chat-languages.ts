import type { Messenger } from "../../src/messenger/messenger.ts";
import { type Language, pickLanguage } from "../i18n.ts";

/** Looks up the stored languages of some chats at once; the answer maps each chat to its catalog language. */
export async function pickChatLanguages(
  messenger: Messenger,
  chatIds: readonly string[],
): Promise<(chatId: string) => Language> {
  const known = await messenger.chatLanguages(chatIds);
  return (chatId) => pickLanguage(known.get(chatId));
}
