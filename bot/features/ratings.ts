import { Composer } from "grammy";
import { KNOWN_GAMES } from "../../src/games/registry.ts";
import type { BotContext } from "../context.ts";
import { isGroupChat } from "../current-session.ts";
import { gameNamed, gameNameIn } from "../game-named.ts";
import { shownName } from "../player-name.ts";

const TOP = 5;

/** The leaderboard lines of one game, or null when nobody is on it. */
async function boardLines(
  ctx: BotContext,
  pluginId: string,
  chatId: string | null,
): Promise<string[] | null> {
  const scope = chatId ? { kind: "chat" as const, chatId } : { kind: "global" as const };
  const { entries } = await ctx.services.core.ratings.leaderboard(pluginId, scope, TOP);
  if (!entries.length) return null;
  const head = ctx.t.t("top_head", {
    game: gameNameIn(ctx.t, pluginId),
    scope: ctx.t.t(chatId ? "top_scope_chat" : "top_scope_global"),
  });
  const lines = entries.map((e, i) =>
    ctx.t.t("top_line", {
      rank: i + 1,
      name: shownName(e.display_name, ctx.t),
      rating: e.rating,
      wins: e.wins,
      games: e.games,
    }),
  );
  return [head, ...lines];
}

/**
 * `/top [game]`: in a group, the leaderboard of the players who played there;
 * in a private chat, everyone's. Without a game, every game somebody finished.
 * `/me`: the sender's ratings and last games.
 */
export function ratingsFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("top", async (ctx) => {
    const chatId = isGroupChat(ctx) ? String(ctx.chat.id) : null;
    const asked = ctx.match.trim().toLowerCase();
    const named = asked ? gameNamed(asked, ctx.t) : undefined;
    const games = KNOWN_GAMES.filter((g) => !asked || g === named);
    const blocks: string[] = [];
    for (const game of games) {
      const lines = await boardLines(ctx, game.rules.id, chatId);
      if (lines) blocks.push(lines.join("\n"));
    }
    const empty = ctx.t.t("top_empty", { game: named ? gameNameIn(ctx.t, named.rules.id) : "🎲" });
    await ctx.reply(blocks.length ? blocks.join("\n\n") : empty);
  });

  feature.command("me", async (ctx) => {
    const principal = await ctx.principal();
    const { ratings } = ctx.services.core;
    const mine = await ratings.myRatings(principal);
    if (!mine.length) return ctx.reply(ctx.t.t("me_empty"));
    const { games } = await ratings.history(principal, TOP);
    const lines = [
      ctx.t.t("me_head"),
      ...mine.map((r) => ctx.t.t("me_line", { game: gameNameIn(ctx.t, r.plugin_id), ...r })),
      "",
      ctx.t.t("me_recent"),
      ...games.map((g) =>
        ctx.t.t("me_game", {
          result: g.result === "win" ? "🏅" : g.result === "draw" ? "🤝" : "▫️",
          game: gameNameIn(ctx.t, g.plugin_id),
          before: g.rating_before,
          after: g.rating_after,
        }),
      ),
    ];
    await ctx.reply(lines.join("\n"));
  });

  return feature;
}
