import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema.ts";
import { chatLanguages } from "../../src/messenger/chat-languages.ts";
import { type Language, pickLanguage } from "../i18n.ts";

/** Looks up the stored languages of some chats at once; the answer maps each chat to its catalog language. */
export async function pickChatLanguages(
  db: Kysely<Database>,
  chatIds: readonly string[],
): Promise<(chatId: string) => Language> {
  const known = await chatLanguages(db, chatIds);
  return (chatId) => pickLanguage(known.get(chatId));
}
