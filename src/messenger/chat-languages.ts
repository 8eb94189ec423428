import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** Remembers the language a chat is addressed in. */
export async function saveChatLanguage(
  db: Kysely<Database>,
  chatId: string,
  language: string,
  nowMs: number,
): Promise<void> {
  const at = new Date(nowMs).toISOString();
  await db
    .insertInto("messenger_chats")
    .values({ chat_id: chatId, language, updated_at: at })
    .onConflict((oc) => oc.column("chat_id").doUpdateSet({ language, updated_at: at }))
    .execute();
}

/** The languages of the given chats (chats never seen are absent). */
export async function chatLanguages(
  db: Kysely<Database>,
  chatIds: readonly string[],
): Promise<Map<string, string>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("messenger_chats")
    .select(["chat_id", "language"])
    .where("chat_id", "in", chatIds)
    .execute();
  return new Map(rows.map((r) => [r.chat_id, r.language]));
}
