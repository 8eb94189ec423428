import type { Transformer } from "grammy";
import type { Pacer } from "./delivery/pacer.ts";

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls that put a message into a chat; answers to button presses and reads are never held back. */
const isChatWrite = (method: string) => /^(send|edit|copy|forward)/.test(method);

/**
 * An API transformer that spaces out the bot's direct writes (replies to
 * commands and questions) per chat. Each call reserves the chat's next free
 * slot from the shared pacer when it is made, so concurrent callers queue in
 * call order instead of bursting, and the delivery lanes see those slots as
 * taken. Game boards do not come through here: the lanes pace them without
 * waiting in line.
 */
export function createChatThrottle(
  pacer: Pacer,
  sleep: (ms: number) => Promise<void> = sleepFor,
): Transformer {
  return async (prev, method, payload, signal) => {
    const chatId = (payload as { chat_id?: unknown } | undefined)?.chat_id;
    if (chatId !== undefined && isChatWrite(method)) {
      const wait = await pacer.reserve(String(chatId));
      if (wait > 0) await sleep(wait);
    }
    return prev(method, payload, signal);
  };
}
