import type { Messenger } from "../../src/messenger/messenger.ts";

/** Looks up the stored languages of some chats at once; the answer maps each chat to its language tag, if one is stored. */
export async function pickChatLanguages(
  messenger: Messenger,
  chatIds: readonly string[],
): Promise<(chatId: string) => string | undefined> {
  const known = await messenger.chatLanguages(chatIds);
  return (chatId) => known.get(chatId);
}
