import { Composer } from "grammy";
import { button } from "../button-filter.ts";
import type { BotContext } from "../context.ts";

/**
 * "🔁 Rematch" under a finished game: the first press starts the one rematch
 * (same players, seats rotated); later presses only say it is on. The new
 * board reaches every chat through the delivery worker, like any new game.
 */
export function rematchFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.filter(button("rematch"), async (ctx) => {
    const { created } = await ctx.services.core.games.rematch(
      await ctx.principal(),
      ctx.button.gameId,
      "messenger",
    );
    await ctx.answerCallbackQuery({ text: ctx.t.t(created ? "rematch_started" : "rematch_exists") });
  });
  return feature;
}
