import { Composer } from "grammy";
import type { KnownGame } from "../../src/games/registry.ts";
import type { BotContext } from "../context.ts";
import { inviteLink, isGroupChat, setCurrentSession } from "../current-session.ts";
import { gameNamed, gameNameIn } from "../game-named.ts";
import { inviteKeyboard } from "./new-session.ts";

/** The seats of a table opened for `asked` players: within the game's limits, its fewest when none was asked. */
function seatsOf(rules: KnownGame["rules"], asked: number): number {
  if (!Number.isInteger(asked)) return rules.min_players;
  return Math.min(Math.max(asked, rules.min_players), rules.max_players);
}

/** Opens a public table of `game` with the caller as host; in a group the table is the group's, as with /new. */
async function openTable(ctx: BotContext, game: KnownGame, asked: number): Promise<void> {
  const { core } = ctx.services;
  const principal = await ctx.principal();
  const maxPlayers = seatsOf(game.rules, asked);
  const session = await core.sessions.create(principal, {
    max_players: maxPlayers,
    visibility: "public",
    plugin_id: game.rules.id,
    channel: "messenger",
  });
  const group = isGroupChat(ctx) && ctx.chat !== undefined;
  if (group) {
    const chatId = String(ctx.chat?.id);
    await core.sessions.bindChat(principal, session.id, chatId);
    await core.messenger.saveChatLanguage(chatId, ctx.t.locale, core.now());
  }
  await setCurrentSession(ctx, session.id);
  const link = inviteLink(ctx, session.invite_code);
  const text = ctx.t.t("open_created", {
    game: gameNameIn(ctx.t, game.rules.id),
    code: session.invite_code,
    link,
    max: maxPlayers,
  });
  await ctx.reply(text, { reply_markup: inviteKeyboard(ctx.t, { id: session.id, link }, group) });
}

/**
 * `/open GAME [PLAYERS]`: a public table of one game, listed in /lobby, on the
 * web lobby and in inline mode for anyone to join, with the same invite
 * message as /new. Without a count it seats the game's fewest players, so it
 * fills, and starts, soonest.
 */
export function openTableFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command("open", async (ctx) => {
    // The count is the last word when it is a number: game names have spaces ("long nardy").
    const words = ctx.match.trim().split(/\s+/).filter(Boolean);
    const count = /^\d+$/.test(words.at(-1) ?? "") ? Number(words.pop()) : Number.NaN;
    const asked = words.join(" ");
    const game = asked ? gameNamed(asked, ctx.t) : undefined;
    if (!game) return ctx.reply(ctx.t.t(asked ? "unknown_game" : "open_usage", { game: asked }));
    await openTable(ctx, game, count);
  });
  return feature;
}
