import type { Transformer } from "grammy";

/** Telegram's advice: about one message per second per chat, and 20 per minute in a group. */
export interface ThrottleOptions {
  readonly perChatMs: number;
  readonly groupPerMinute: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

export const TELEGRAM_LIMITS: ThrottleOptions = { perChatMs: 1000, groupPerMinute: 20 };

interface ChatSlots {
  next: number;
  /** Send times inside the last minute (groups only). */
  recent: number[];
}

const MINUTE = 60_000;
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls that put a message into a chat; answers to button presses and reads are never held back. */
const isChatWrite = (method: string) => /^(send|edit|copy|forward)/.test(method);

/** Group, supergroup and channel ids are negative; channels may also be addressed by @name. */
const isGroup = (chatId: unknown) =>
  (typeof chatId === "number" && chatId < 0) || (typeof chatId === "string" && /^(-|@)/.test(chatId));

/**
 * An API transformer that spaces out writes per chat. Each call reserves the
 * chat's next free slot when it is made, so concurrent callers queue in call
 * order instead of bursting; one instance is shared by every Api object of
 * the process (the bot's, the delivery worker's, each conversation's).
 */
export function createChatThrottle(options: ThrottleOptions): Transformer {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepFor;
  const chats = new Map<string, ChatSlots>();

  function reserve(chatId: unknown): number {
    const at = now();
    const key = String(chatId);
    if (chats.size > 10_000) {
      for (const [id, slots] of chats) if (slots.next < at - MINUTE) chats.delete(id);
    }
    const slots = chats.get(key) ?? { next: 0, recent: [] };
    let slot = Math.max(at, slots.next);
    if (isGroup(chatId)) {
      slots.recent = slots.recent.filter((t) => t > slot - MINUTE);
      const limit = options.groupPerMinute;
      if (slots.recent.length >= limit) {
        slot = Math.max(slot, (slots.recent[slots.recent.length - limit] as number) + MINUTE);
      }
      slots.recent.push(slot);
    }
    slots.next = slot + options.perChatMs;
    chats.set(key, slots);
    return slot - at;
  }

  return async (prev, method, payload, signal) => {
    const chatId = (payload as { chat_id?: unknown } | undefined)?.chat_id;
    if (chatId !== undefined && isChatWrite(method)) {
      const wait = reserve(chatId);
      if (wait > 0) await sleep(wait);
    }
    return prev(method, payload, signal);
  };
}
