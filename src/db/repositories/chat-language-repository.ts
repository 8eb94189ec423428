import type { Reader, WriteTx } from "../store.ts";

/** Remembers the language a chat is addressed in. */
export async function saveChatLanguage(
  tx: WriteTx,
  chatId: string,
  language: string,
  nowMs: number,
): Promise<void> {
  const at = new Date(nowMs).toISOString();
  await tx.db
    .insertInto("messenger_chats")
    .values({ chat_id: chatId, language, updated_at: at })
    .onConflict((oc) => oc.column("chat_id").doUpdateSet({ language, updated_at: at }))
    .execute();
}

/** The languages of the given chats (chats never seen are absent). */
export async function chatLanguages(r: Reader, chatIds: readonly string[]): Promise<Map<string, string>> {
  if (chatIds.length === 0) return new Map();
  const rows = await r.db
    .selectFrom("messenger_chats")
    .select(["chat_id", "language"])
    .where("chat_id", "in", chatIds)
    .execute();
  return new Map(rows.map((r) => [r.chat_id, r.language]));
}
