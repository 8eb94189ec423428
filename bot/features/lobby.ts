import { Composer, InlineKeyboard } from "grammy";
import { button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";
import { inviteLink } from "../current-session.ts";
import { isNotModified } from "../delivery/telegram-errors.ts";
import { gameNamed, gameNameIn } from "../game-named.ts";
import { tableLine, tableWords } from "../lobby-tables.ts";

/** Tables on one page of the list: each is a button, and a chat keyboard should fit a phone's screen. */
const PAGE_SIZE = 8;
/** The last page offered (96 tables): past it, naming a game narrows the list. */
const LAST_PAGE = 11;

/** The text and keyboard of one page of the open public tables (of one game, when `pluginId` is not empty). */
async function lobbyPage(ctx: BotContext, pluginId: string, page: number) {
  const { t } = ctx;
  const { tables, next_cursor } = await ctx.services.core.sessions.lobby(await ctx.principal(), {
    ...(pluginId ? { plugin_id: pluginId } : {}),
    limit: (page + 1) * PAGE_SIZE,
  });
  const shown = tables.slice(page * PAGE_SIZE);
  const game = pluginId ? gameNameIn(ctx.t, pluginId) : undefined;
  const keyboard = new InlineKeyboard();
  if (!shown.length) {
    return { text: t.t(game ? "lobby_empty_game" : "lobby_empty", { game: game ?? "" }), keyboard };
  }
  const head = t.t(game ? "lobby_head_game" : "lobby_head", { game: game ?? "" });
  const lines = shown.map((table, i) => `${page * PAGE_SIZE + i + 1}. ${tableLine(table, t)}`);
  for (const [i, table] of shown.entries()) {
    const words = tableWords(table, t);
    keyboard
      .url(
        t.t("btn_lobby_join", { n: page * PAGE_SIZE + i + 1, ...words }),
        inviteLink(ctx, table.invite_code),
      )
      .row();
  }
  if (page > 0) keyboard.text("◀", encodeButton({ kind: "lobby", page: page - 1, pluginId }));
  if (next_cursor !== null && page < LAST_PAGE) {
    keyboard.text("▶", encodeButton({ kind: "lobby", page: page + 1, pluginId }));
  }
  return { text: [head, ...lines].join("\n"), keyboard };
}

/**
 * `/lobby [game]`: the open public tables, newest first, each with a Join
 * button that is the table's invite deep link (so it works in any chat and
 * sits the user down in their private chat with the bot); ◀ ▶ page through
 * them by editing the list in place.
 */
export function lobbyFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("lobby", async (ctx) => {
    const asked = ctx.match.trim();
    const game = asked ? gameNamed(asked, ctx.t) : undefined;
    if (asked && !game) return ctx.reply(ctx.t.t("unknown_game", { game: asked }));
    const { text, keyboard } = await lobbyPage(ctx, game?.rules.id ?? "", 0);
    await ctx.reply(text, { reply_markup: keyboard });
  });

  feature.filter(button("lobby"), async (ctx) => {
    const { text, keyboard } = await lobbyPage(ctx, ctx.button.pluginId, ctx.button.page);
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(text, { reply_markup: keyboard }).catch((error: unknown) => {
      // A second press on the same page while the list stood still.
      if (!isNotModified(error)) throw error;
    });
  });

  return feature;
}
