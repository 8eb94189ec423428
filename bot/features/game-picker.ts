import { Composer, InlineKeyboard } from "grammy";
import { STRENGTHS } from "../../src/games/strategy.ts";
import { button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";
import { gameNameIn, gamePlayersIn } from "../game-named.ts";
import { shownName } from "../player-name.ts";

/**
 * The game list as buttons, from the same plugin list `GET /plugins` serves,
 * a row that seats a computer player of either strength (to play alone), and
 * a row per seated computer that takes it off its seat again.
 */
export async function pickerKeyboard(ctx: BotContext, sessionId: string): Promise<InlineKeyboard> {
  const computers = await ctx.services.core.messenger.listSeatedComputers(sessionId);
  return InlineKeyboard.from([
    ...ctx.services.core.games
      .listPlugins()
      .map((plugin) => [
        InlineKeyboard.text(
          `${gameNameIn(ctx.t, plugin.id)} (${gamePlayersIn(ctx.t, plugin)})`,
          encodeButton({ kind: "pick", sessionId, pluginId: plugin.id }),
        ),
      ]),
    STRENGTHS.map((strength) =>
      InlineKeyboard.text(
        ctx.t.t("btn_computer", { strength: ctx.t.t(`strength_${strength}`) }),
        encodeButton({ kind: "computer", sessionId, strength }),
      ),
    ),
    ...computers.map((computer) => [
      InlineKeyboard.text(
        ctx.t.t("btn_remove_computer", { name: shownName(computer.displayName, ctx.t) }),
        encodeButton({ kind: "uncomputer", sessionId, participantId: computer.id }),
      ),
    ]),
  ]);
}

/** The host's game picker; anyone else who presses it gets an alert from the error table. */
export function gamePickerFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.filter(button("games"), async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.reply(ctx.t.t("pick_game"), { reply_markup: await pickerKeyboard(ctx, ctx.button.sessionId) });
  });

  feature.filter(button("pick"), async (ctx) => {
    const data = ctx.button;
    const { core } = ctx.services;
    const principal = await ctx.principal();
    const game = await core.games.start(principal, data.sessionId, data.pluginId, {}, "messenger");
    const name = gameNameIn(ctx.t, game.plugin_id);
    await ctx.answerCallbackQuery({ text: ctx.t.t("game_starting", { game: name }) });
    await ctx.editMessageText(ctx.t.t("game_started", { game: name }));
  });

  feature.filter(button("computer"), async (ctx) => {
    const data = ctx.button;
    const principal = await ctx.principal();
    const { participant } = await ctx.services.core.sessions.addComputer(
      principal,
      data.sessionId,
      data.strength,
      "messenger",
    );
    await ctx.answerCallbackQuery({
      text: ctx.t.t("computer_joined", { name: shownName(participant.display_name, ctx.t) }),
    });
    await ctx.editMessageReplyMarkup({ reply_markup: await pickerKeyboard(ctx, data.sessionId) });
  });

  feature.filter(button("uncomputer"), async (ctx) => {
    const data = ctx.button;
    const principal = await ctx.principal();
    const before = await ctx.services.core.messenger.listSeatedComputers(data.sessionId);
    const name = before.find((c) => c.id === data.participantId)?.displayName ?? "?";
    await ctx.services.core.sessions.removeComputer(
      principal,
      data.sessionId,
      data.participantId,
      "messenger",
    );
    await ctx.answerCallbackQuery({ text: ctx.t.t("computer_removed", { name: shownName(name, ctx.t) }) });
    await ctx.editMessageReplyMarkup({ reply_markup: await pickerKeyboard(ctx, data.sessionId) });
  });

  return feature;
}
