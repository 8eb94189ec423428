import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { gameNameIn, gamePlayersIn, gameSummaryIn } from "../game-named.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c);

/** Sends the command list and one line per installed game. */
export async function replyWithHelp(ctx: BotContext): Promise<void> {
  const games = ctx.services.core.games
    .listPlugins()
    .map(
      (p) =>
        `• <b>${escapeHtml(gameNameIn(ctx.t, p.id))}</b> (${escapeHtml(gamePlayersIn(ctx.t, p))}): ${escapeHtml(gameSummaryIn(ctx.t, p.id))}`,
    )
    .join("\n");
  await ctx.reply(ctx.t.t("help", { games }), { parse_mode: "HTML" });
}

/** /help. */
export function helpFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command("help", replyWithHelp);
  return feature;
}
