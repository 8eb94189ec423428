import type { MiddlewareFn } from "grammy";
import type { Core } from "../src/core.ts";
import type { BotContext } from "./context.ts";

const MOVE_BUTTON = /^a:/;

/**
 * Telegram redelivers after timeouts and restarts; an update id is handled once. Move
 * buttons skip the table: their action id comes from the callback query id and the core
 * applies an action id once, in the move's own transaction; memory only spares the
 * repeated answer of a redelivery to this process.
 */
export function updateOnce(core: Core): MiddlewareFn<BotContext> {
  const recentMoves = new Set<number>();
  return async (ctx, next) => {
    const id = ctx.update.update_id;
    if (MOVE_BUTTON.test(ctx.callbackQuery?.data ?? "")) {
      if (recentMoves.has(id)) return;
      if (recentMoves.size >= 10_000) recentMoves.delete(recentMoves.values().next().value as number);
      recentMoves.add(id);
      return next();
    }
    if (!(await core.messenger.claimUpdate(id, core.now()))) {
      ctx.log.debug("duplicate update ignored");
      return;
    }
    try {
      await next();
    } catch (error) {
      await core.messenger.releaseUpdate(id);
      throw error;
    }
  };
}
