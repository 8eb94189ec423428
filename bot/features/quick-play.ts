import { Composer, InlineKeyboard } from "grammy";
import { KNOWN_GAMES } from "../../src/games/registry.ts";
import { button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";
import { gameNameIn } from "../game-named.ts";
import type { Translator } from "../i18n.ts";

/** The games quick play offers: every game two can play. */
export function quickPlayKeyboard(t: Translator): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const [i, game] of KNOWN_GAMES.filter((g) => g.rules.min_players <= 2).entries()) {
    if (i > 0 && i % 2 === 0) keyboard.row();
    keyboard.text(gameNameIn(t, game.rules.id), encodeButton({ kind: "quickPlay", pluginId: game.rules.id }));
  }
  return keyboard;
}

/**
 * Quick play in a private chat: pick a game, wait for an opponent of near
 * rating (with a Cancel button), and play whoever is found, here or on the
 * web. The match itself is announced by the outbox.
 */
export function quickPlayFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.filter(button("quickPlay"), async (ctx) => {
    const ticket = await ctx.services.core.matchmaking.request(await ctx.principal(), {
      plugin_id: ctx.button.pluginId,
    });
    await ctx.answerCallbackQuery();
    const cancel = new InlineKeyboard().text(
      ctx.t.t("btn_quick_cancel"),
      encodeButton({ kind: "quickCancel", ticketId: ticket.ticket_id }),
    );
    await ctx.reply(ctx.t.t("quick_waiting"), { reply_markup: cancel });
  });

  feature.filter(button("quickCancel"), async (ctx) => {
    await ctx.services.core.matchmaking.cancel(await ctx.principal(), ctx.button.ticketId);
    await ctx.answerCallbackQuery({ text: ctx.t.t("quick_cancelled") });
  });

  return feature;
}
