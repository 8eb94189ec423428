/** Telegram's documented limits for one bot token. */
export interface PaceLimits {
  /** Minimum spacing of writes to one chat. */
  readonly perChatMs: number;
  /** Writes per minute to one group. */
  readonly groupPerMinute: number;
  /** Writes per second over all chats. */
  readonly globalPerSecond: number;
}

export const TELEGRAM_PACE: PaceLimits = { perChatMs: 1000, groupPerMinute: 20, globalPerSecond: 30 };

/** No pacing at all (tests and benches); a 429 still holds its chat back. */
export const UNPACED: PaceLimits = {
  perChatMs: 0,
  groupPerMinute: Number.POSITIVE_INFINITY,
  globalPerSecond: Number.POSITIVE_INFINITY,
};

/**
 * The pacing state of one bot token: when each chat may be written to next.
 * Shared by every writer of the process (lanes and the bot's own replies),
 * and through Redis by every process when it is configured.
 */
export interface Pacer {
  /**
   * Takes a write slot for the chat now and returns 0, or takes nothing and
   * returns the ms to wait. `share` (0–1, default 1) is the part of the
   * group's minute and the bot's second this write may fill: a watched
   * game's edit leaves the rest to played games.
   */
  tryTake(chatId: string, share?: number): Promise<number>;
  /** Reserves the chat's next free slot, however far ahead, and returns the ms until it. */
  reserve(chatId: string): Promise<number>;
  /** Telegram answered 429 for the chat: nothing is written there for `ms`. */
  hold(chatId: string, ms: number): Promise<void>;
}

const MINUTE = 60_000;
const SECOND = 1000;

/** The limits a write with `share` of the windows sees: the group's and the overall count scaled down, at least one. */
export function sharedLimits(limits: PaceLimits, share = 1): PaceLimits {
  if (share >= 1) return limits;
  return {
    perChatMs: limits.perChatMs,
    groupPerMinute: Math.max(1, Math.floor(limits.groupPerMinute * share)),
    globalPerSecond: Math.max(1, Math.floor(limits.globalPerSecond * share)),
  };
}

/** Group, supergroup and channel ids are negative; channels may also be addressed by @name. */
export const isGroupChatId = (chatId: string) => /^(-|@)/.test(chatId);

interface ChatPace {
  next: number;
  /** Write times inside the last minute (groups only). */
  recent: number[];
}

/** The earliest time at or after `at` that the chat's pace, its group window and the global window allow. */
function earliest(
  limits: PaceLimits,
  chat: ChatPace,
  group: boolean,
  global: readonly number[],
  at: number,
): number {
  let slot = Math.max(at, chat.next);
  if (group && chat.recent.length >= limits.groupPerMinute) {
    slot = Math.max(slot, (chat.recent[chat.recent.length - limits.groupPerMinute] as number) + MINUTE);
  }
  if (global.length >= limits.globalPerSecond) {
    slot = Math.max(slot, (global[global.length - limits.globalPerSecond] as number) + SECOND);
  }
  return slot;
}

/** A pacer in this process's memory: the limits hold for one process. */
export function createMemoryPacer(limits: PaceLimits, now: () => number): Pacer {
  const chats = new Map<string, ChatPace>();
  let global: number[] = [];

  function paceOf(chatId: string, at: number): ChatPace {
    if (chats.size > 10_000) {
      for (const [id, pace] of chats) if (pace.next < at - MINUTE) chats.delete(id);
    }
    let pace = chats.get(chatId);
    if (!pace) {
      pace = { next: 0, recent: [] };
      chats.set(chatId, pace);
    }
    pace.recent = pace.recent.filter((t) => t > at - MINUTE);
    return pace;
  }

  function take(chatId: string, pace: ChatPace, slot: number): void {
    if (isGroupChatId(chatId)) pace.recent.push(slot);
    global.push(slot);
    global.sort((a, b) => a - b);
    pace.next = slot + limits.perChatMs;
  }

  return {
    async tryTake(chatId, share) {
      const at = now();
      const pace = paceOf(chatId, at);
      global = global.filter((t) => t > at - SECOND);
      const slot = earliest(sharedLimits(limits, share), pace, isGroupChatId(chatId), global, at);
      if (slot > at) return slot - at;
      take(chatId, pace, at);
      return 0;
    },
    async reserve(chatId) {
      const at = now();
      const pace = paceOf(chatId, at);
      global = global.filter((t) => t > at - SECOND);
      const slot = earliest(limits, pace, isGroupChatId(chatId), global, at);
      take(chatId, pace, slot);
      return slot - at;
    },
    async hold(chatId, ms) {
      const at = now();
      const pace = paceOf(chatId, at);
      pace.next = Math.max(pace.next, at + ms);
    },
  };
}
