import { Api } from "grammy";
import type { ChatModule } from "./chat-module.ts";

export interface TelegramRelayOptions {
  readonly token: string;
  readonly apiRoot: string;
  readonly staffChatId: string;
  readonly chat: ChatModule;
}

/**
 * The chat_relay job: sends one customer message to the staff Telegram chat.
 * A Telegram error throws, so the queue retries it with backoff.
 */
export function createTelegramRelay(options: TelegramRelayOptions) {
  const api = new Api(options.token, { apiRoot: options.apiRoot });
  return async (messageId: string): Promise<void> => {
    const found = await options.chat.relayed(messageId);
    if (!found) return;
    const text = `Storefront chat "${found.conversation.subject}" (${found.conversation.id}):\n${found.message.body}`;
    await api.sendMessage(options.staffChatId, text.slice(0, 4096));
  };
}
