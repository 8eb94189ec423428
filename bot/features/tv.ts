import { Composer } from "grammy";
import { isDomainError } from "../../src/errors.ts";
import { button } from "../button-filter.ts";
import type { BotContext } from "../context.ts";
import { gameNamed, gameNameIn } from "../game-named.ts";

/** Whether the chat already shows the game as one it plays (its own board is there). */
async function playsIn(ctx: BotContext, sessionId: string, chatId: string): Promise<boolean> {
  const audience = await ctx.services.core.messenger.listChatAudience(sessionId);
  return audience.groupChatId === chatId || audience.members.some((m) => m.chatId === chatId);
}

/** The featured public game (of `pluginId`, or any) posted in this chat as a TV message the bot keeps editing. */
async function watchFeatured(ctx: BotContext, pluginId: string): Promise<void> {
  const { core, delivery } = ctx.services;
  const chatId = String(ctx.chat?.id);
  const featured = await core.games.featured(pluginId || undefined).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "no_featured_game") return undefined;
    throw error;
  });
  if (!featured) {
    const game = pluginId ? gameNameIn(ctx.t, pluginId) : "";
    await ctx.reply(ctx.t.t(pluginId ? "tv_none_game" : "tv_none", { game }));
    return;
  }
  const sessionId = featured.state.session_id;
  if (await playsIn(ctx, sessionId, chatId)) {
    await ctx.reply(ctx.t.t("tv_own"));
    return;
  }
  await delivery.tv.watch(chatId, {
    gameId: featured.game_id,
    sessionId,
    pluginId,
    language: ctx.t.language,
  });
}

/** A game id anywhere in the text: as sent, or inside a /play/g/… link. */
const GAME_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** One public game, by id, posted in this chat as a TV message; a private, unknown or finished game is refused. */
async function watchGame(ctx: BotContext, gameId: string): Promise<void> {
  const { core, delivery } = ctx.services;
  const chatId = String(ctx.chat?.id);
  const principal = await ctx.principal();
  const state = await core.games.state(principal, gameId).catch((error: unknown) => {
    if (isDomainError(error) && WATCH_REFUSALS.has(error.code)) return undefined;
    throw error;
  });
  // A player may read their own private game, but a TV message would show it to the whole chat.
  const session = state && (await core.sessions.get(principal, state.session_id));
  const refusal =
    !state || session?.visibility !== "public"
      ? "watch_none"
      : state.status !== "running"
        ? "watch_over"
        : (await playsIn(ctx, state.session_id, chatId))
          ? "watch_own"
          : undefined;
  if (!state || refusal) {
    await ctx.reply(ctx.t.t(refusal ?? "watch_none"));
    return;
  }
  await delivery.tv.watch(chatId, {
    gameId,
    sessionId: state.session_id,
    pluginId: state.plugin_id,
    language: ctx.t.language,
  });
}

/** What refuses a watch: no such game, or a private one. */
const WATCH_REFUSALS = new Set(["game_not_found", "not_participant", "session_not_found"]);

/** Takes the buttons off a TV message that has done its part; it may be gone already. */
async function clearButtons(ctx: BotContext): Promise<void> {
  await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } }).catch(() => undefined);
}

/**
 * `/watch GAME_ID` (or a pasted /play/g/… link) does the same for one public game.
 * `/tv [game]`: the featured public game now (the highest-rated running one)
 * as a board message the bot edits move by move, through the lanes behind
 * every played game, until it ends; then it names the winner and offers
 * 📺 Next game. ⏹ Stop ends the watch.
 */
export function tvFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("tv", async (ctx) => {
    const asked = ctx.match.trim();
    const game = asked ? gameNamed(asked, ctx.t) : undefined;
    if (asked && !game) return ctx.reply(ctx.t.t("unknown_game", { game: asked }));
    await watchFeatured(ctx, game?.rules.id ?? "");
  });

  feature.command("watch", async (ctx) => {
    const gameId = GAME_ID.exec(ctx.match)?.[0];
    if (!gameId) return ctx.reply(ctx.t.t("watch_usage"));
    await watchGame(ctx, gameId.toLowerCase());
  });

  feature.filter(button("tvStop"), async (ctx) => {
    await ctx.services.delivery.tv.unwatch(String(ctx.chat?.id), ctx.button.gameId);
    await ctx.answerCallbackQuery({ text: ctx.t.t("tv_stopped") });
    await clearButtons(ctx);
  });

  feature.filter(button("tvNext"), async (ctx) => {
    await ctx.answerCallbackQuery();
    await clearButtons(ctx);
    await watchFeatured(ctx, ctx.button.pluginId);
  });

  return feature;
}
