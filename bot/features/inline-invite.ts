import { Composer, InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import { SESSION_LIMITS } from "../../src/documents/session-limits.ts";
import { findPlugin } from "../../src/games/registry.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";
import { inviteLink } from "../current-session.ts";
import { gameNameIn } from "../game-named.ts";
import { tableLine, tableWords } from "../lobby-tables.ts";

const RESULT_PREFIX = "new:";
/** Open tables offered besides the new games (Telegram takes 50 results at most). */
const TABLES_OFFERED = 20;

/** The open public tables whose game or host matches what was typed, each posting its invite with a Join deep link. */
async function openTableResults(ctx: BotContext, asked: string): Promise<InlineQueryResultArticle[]> {
  const { tables } = await ctx.services.core.sessions.lobby(await ctx.principal(), {
    limit: asked ? 100 : TABLES_OFFERED,
  });
  return tables
    .map((table) => ({ table, words: tableWords(table, ctx.t) }))
    .filter(({ words }) => !asked || `${words.game}\n${words.host}`.toLowerCase().includes(asked))
    .slice(0, TABLES_OFFERED)
    .map(({ table, words }) => ({
      type: "article",
      id: `table:${table.session_id}`,
      title: ctx.t.t("inline_table", words),
      description: tableLine(table, ctx.t),
      input_message_content: { message_text: ctx.t.t("inline_table_invite", words) },
      reply_markup: new InlineKeyboard().url(ctx.t.t("btn_join_invite"), inviteLink(ctx, table.invite_code)),
    }));
}

/**
 * Inline mode: typing @bot in any chat, even one the bot is not in, offers
 * "New ‹game›", then the open public tables (a chosen one posts its invite
 * with a Join deep link, nothing more to do). A chosen new game posts an invite; once Telegram reports the
 * choice (chosen_inline_result, which needs inline feedback on in BotFather),
 * the host's session is created and the invite's button becomes a Join deep
 * link with its code. The host gets a private "start" button for that game.
 */
export function inlineInviteFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.on("inline_query", async (ctx) => {
    const asked = ctx.inlineQuery.query.trim().toLowerCase();
    const news: InlineQueryResultArticle[] = ctx.services.core.games
      .listPlugins()
      .map((plugin) => ({ id: plugin.id, name: gameNameIn(ctx.t, plugin.id) }))
      .filter((p) => !asked || p.name.toLowerCase().includes(asked) || p.id.includes(asked))
      .map((plugin) => ({
        type: "article",
        id: `${RESULT_PREFIX}${plugin.id}`,
        title: ctx.t.t("inline_new", { game: plugin.name }),
        description: ctx.t.t("inline_description", { game: plugin.name }),
        input_message_content: {
          message_text: ctx.t.t("inline_invite", { name: ctx.from.first_name, game: plugin.name }),
        },
        // A keyboard makes Telegram report the posted message's id, so the button can be completed.
        reply_markup: new InlineKeyboard().url(ctx.t.t("btn_join_invite"), `https://t.me/${ctx.me.username}`),
      }));
    const tables = await openTableResults(ctx, asked);
    await ctx.answerInlineQuery([...news, ...tables], { cache_time: 0, is_personal: true });
  });

  feature.on("chosen_inline_result", async (ctx) => {
    const { result_id: resultId, inline_message_id: messageId } = ctx.chosenInlineResult;
    const plugin = resultId.startsWith(RESULT_PREFIX)
      ? findPlugin(resultId.slice(RESULT_PREFIX.length))
      : undefined;
    if (!plugin) return;
    const { core } = ctx.services;
    const principal = await ctx.principal();
    const maxPlayers = Math.min(
      Math.max(plugin.max_players, SESSION_LIMITS.minPlayers),
      SESSION_LIMITS.maxPlayers,
    );
    const session = await core.sessions.create(principal, { max_players: maxPlayers, channel: "messenger" });
    if (messageId) {
      await ctx.api.editMessageReplyMarkupInline(messageId, {
        reply_markup: new InlineKeyboard().url(
          ctx.t.t("btn_join_invite"),
          inviteLink(ctx, session.invite_code),
        ),
      });
    }
    const start = new InlineKeyboard().text(
      ctx.t.t("btn_pick"),
      encodeButton({ kind: "pick", sessionId: session.id, pluginId: plugin.id }),
    );
    await ctx.api
      .sendMessage(
        ctx.from.id,
        ctx.t.t("session_created", { code: session.invite_code, link: inviteLink(ctx, session.invite_code) }),
        {
          reply_markup: start,
        },
      )
      // The host may never have opened a private chat with the bot; the invite still works.
      .catch((error: unknown) => ctx.log.info({ err: error }, "no private chat with the inline host"));
  });

  return feature;
}
