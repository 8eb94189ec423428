import { type Failure, TOO_MANY_REQUESTS } from "./bot-api-rules.ts";

/** The write limits that bite real bots, and chats told to refuse every write. */
export interface WriteLimits {
  /** The refusal of a refused chat, or the 429 Telegram would answer to a write that breaks a limit; otherwise counts the write. */
  check(method: string, params: Record<string, unknown>): Failure | undefined;
  refuse(chatId: number, failure: Failure, times: number): void;
  /** Counts writes against Telegram's limits on the clock `now` from here on. */
  enforce(now: () => number): void;
}

/** Creates the write limits of one fake bot: off until `enforce` is called. */
export function createWriteLimits(): WriteLimits {
  const refused = new Map<number, { readonly failure: Failure; left: number }>();
  let limitClock: (() => number) | undefined;
  const chatWrites = new Map<number, number[]>();
  let allWrites: number[] = [];

  function check(method: string, params: Record<string, unknown>): Failure | undefined {
    if (params.chat_id === undefined || !/^(send|edit|copy|forward|pin|unpin)/.test(method)) return;
    const refusal = refused.get(Number(params.chat_id));
    if (refusal && refusal.left-- > 0) return refusal.failure;
    if (!limitClock) return;
    const at = limitClock();
    const chatId = Number(params.chat_id);
    const mine = (chatWrites.get(chatId) ?? []).filter((t) => t > at - 60_000);
    allWrites = allWrites.filter((t) => t > at - 1000);
    const last = mine.at(-1);
    if (last !== undefined && at - last < 1000) return TOO_MANY_REQUESTS(1);
    const windowStart = mine.at(-20);
    if (chatId < 0 && windowStart !== undefined) {
      return TOO_MANY_REQUESTS(Math.ceil((windowStart + 60_000 - at) / 1000));
    }
    if (allWrites.length >= 30) return TOO_MANY_REQUESTS(1);
    mine.push(at);
    allWrites.push(at);
    chatWrites.set(chatId, mine);
    return undefined;
  }
  return {
    check,
    refuse: (chatId, failure, times) => {
      refused.set(chatId, { failure, left: times });
    },
    enforce: (now) => {
      limitClock = now;
    },
  };
}
