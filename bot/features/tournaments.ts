import { Composer, InlineKeyboard } from "grammy";
import { TOURNAMENT_FORMATS } from "../../src/documents/tournament-document.ts";
import { KNOWN_GAMES } from "../../src/games/registry.ts";
import { seasonOf } from "../../src/ratings/read-league.ts";
import { button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";
import { isGroupChat } from "../current-session.ts";
import { leagueText } from "../delivery/post-league.ts";
import { gameNamed, gameNameIn } from "../game-named.ts";

/** An arena started from chat lasts an hour. */
const ARENA_MINUTES = 60;

/** Joins a tournament as the sender and says how many are in. */
async function joinAndSay(ctx: BotContext, tournamentId: string): Promise<string> {
  const tournament = await ctx.services.core.tournaments.join(await ctx.principal(), tournamentId);
  return ctx.t.t("tournament_joined", { name: tournament.name, count: tournament.players.length });
}

/**
 * `/tournament <game> [swiss|knockout|arena]` in a group opens a tournament
 * bound to it: a message with Join and Start buttons, and a deep link for
 * people who have not started the bot. `/start t_<code>` joins through that
 * link. `/league [game]` shows this month's table of the group.
 */
export function tournamentsFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("tournament", async (ctx) => {
    if (!isGroupChat(ctx)) return ctx.reply(ctx.t.t("tournament_group_only"));
    const [gameText = "", formatText = "swiss"] = ctx.match.trim().split(/\s+/);
    const game = gameNamed(gameText, ctx.t);
    const format = TOURNAMENT_FORMATS.find((f) => f === formatText.toLowerCase());
    if (!game || !format)
      return ctx.reply(ctx.t.t("tournament_usage", { game: KNOWN_GAMES[0]?.rules.id ?? "" }));
    const tournament = await ctx.services.core.tournaments.create(await ctx.principal(), {
      plugin_id: game.rules.id,
      format,
      chat_id: String(ctx.chat.id),
      ...(format === "arena" ? { duration_minutes: ARENA_MINUTES } : {}),
    });
    const link = `https://t.me/${ctx.me.username}?start=t_${tournament.invite_code}`;
    const keyboard = new InlineKeyboard()
      .text(
        ctx.t.t("btn_tournament_join"),
        encodeButton({ kind: "tournamentJoin", tournamentId: tournament.id }),
      )
      .text(
        ctx.t.t("btn_tournament_start"),
        encodeButton({ kind: "tournamentStart", tournamentId: tournament.id }),
      )
      .row()
      .url(ctx.t.t("btn_tournament_link"), link);
    await ctx.reply(ctx.t.t("tournament_created", { name: tournament.name }), { reply_markup: keyboard });
  });

  feature.filter(button("tournamentJoin"), async (ctx) => {
    await ctx.answerCallbackQuery({ text: await joinAndSay(ctx, ctx.button.tournamentId) });
  });

  feature.filter(button("tournamentStart"), async (ctx) => {
    const tournament = await ctx.services.core.tournaments.start(
      await ctx.principal(),
      ctx.button.tournamentId,
    );
    await ctx.answerCallbackQuery({ text: ctx.t.t("tournament_started", { name: tournament.name }) });
  });

  feature.command("start", async (ctx, next) => {
    const code = /^t_([0-9A-Za-z]{4,16})$/.exec(ctx.match.trim())?.[1];
    if (!code) return next();
    const id = await ctx.services.core.tournaments.findByInvite(code);
    await ctx.reply(id ? await joinAndSay(ctx, id) : ctx.t.error("tournament_not_found"));
  });

  feature.command("league", async (ctx) => {
    if (!isGroupChat(ctx)) return ctx.reply(ctx.t.t("tournament_group_only"));
    const asked = ctx.match.trim();
    const games = asked ? KNOWN_GAMES.filter((g) => g === gameNamed(asked, ctx.t)) : KNOWN_GAMES;
    const season = seasonOf(ctx.services.core.now());
    const scope = { kind: "chat" as const, chatId: String(ctx.chat.id) };
    const blocks: string[] = [];
    for (const game of games) {
      const { entries } = await ctx.services.core.ratings.season(game.rules.id, scope, season, 10);
      if (entries.length) blocks.push(leagueText(ctx.t, gameNameIn(ctx.t, game.rules.id), season, entries));
    }
    await ctx.reply(blocks.length ? blocks.join("\n\n") : ctx.t.t("league_empty"));
  });

  return feature;
}
