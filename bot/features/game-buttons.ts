import { Composer } from "grammy";
import type { ActionType } from "../../src/games/contract.ts";
import { findGame } from "../../src/games/registry.ts";
import type { ChatViewer } from "../../src/messenger/chat-view.ts";
import { button } from "../button-filter.ts";
import { actionIdFor, type Move } from "../callback-data.ts";
import { heldDice } from "../callback-fields.ts";
import type { BotContext } from "../context.ts";
import { isGroupChat } from "../current-session.ts";

/** The action a chat move sends: the seed's three in short, or any action type with its payload. */
function actionOf(move: Move): { action_type: ActionType; payload: Record<string, unknown> } {
  switch (move.type) {
    case "cell":
      return { action_type: "choose_cell", payload: { cell: move.cell } };
    case "roll":
      return { action_type: "roll_dice", payload: move.hold ? { hold: heldDice(move.hold) } : {} };
    case "pass":
      return { action_type: "pass", payload: {} };
    case "act":
      return { action_type: move.action_type, payload: { ...move.payload } };
  }
}

/** How many dice a game's roll may keep from, as its module declares; 0 for games that keep none. */
function holdableDice(pluginId: string): number {
  const traits = findGame(pluginId)?.traits;
  return traits?.holdsDice ? traits.dice : 0;
}

/** Whose view a chat's game message shows: the group's mover, or the private chat's owner. */
async function viewerOf(ctx: BotContext): Promise<ChatViewer> {
  return isGroupChat(ctx) ? { mover: true } : { userId: (await ctx.principal()).userId };
}

/** Brings this chat's game message up to date (after a stale press or on request). */
async function refreshBoard(ctx: BotContext, gameId: string, resend = false): Promise<void> {
  const { core, delivery } = ctx.services;
  const game = isGroupChat(ctx)
    ? await core.games.findGame(gameId)
    : await core.games.visibleGame(await ctx.principal(), gameId);
  if (isGroupChat(ctx) && (await core.sessions.findByChat(String(ctx.chat?.id)))?.id !== game.session_id)
    return;
  await delivery.showGame(
    {
      chatId: String(ctx.chat?.id),
      gameId,
      sessionId: game.session_id,
      viewer: await viewerOf(ctx),
      language: ctx.t.language,
    },
    resend,
  );
}

/**
 * The buttons under a board: moves, yacht holds, private peeks, and "show board". A press
 * is answered as soon as the core has decided it; the boards of every chat
 * are then edited by the delivery worker.
 */
export function gameButtonsFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.filter(button("act"), async (ctx) => {
    const data = ctx.button;
    const { core } = ctx.services;
    const principal = await ctx.principal();
    const { outcome } = await core.games.act(
      principal,
      data.gameId,
      { action_id: actionIdFor(ctx.callbackQuery.id), ...actionOf(data.move) },
      { channel: "messenger", expectedVersion: data.version },
    );
    if (outcome.ok) {
      const die = findGame(outcome.state.plugin_id)?.chat.rolled(outcome.state.board) ?? null;
      await ctx.answerCallbackQuery({
        text: data.move.type === "roll" && die ? ctx.t.t("rolled", { value: die }) : ctx.t.t("moved"),
      });
    } else if (outcome.code === "stale_version") {
      await ctx.answerCallbackQuery({ text: ctx.t.error("stale_version") });
      await refreshBoard(ctx, data.gameId);
    } else {
      await ctx.answerCallbackQuery({ text: ctx.t.error(outcome.code), show_alert: true });
    }
  });

  feature.filter(button("hold"), async (ctx) => {
    const data = ctx.button;
    const { core, delivery } = ctx.services;
    const game = await core.games.findGame(data.gameId);
    if (data.die >= holdableDice(game.plugin_id))
      return ctx.answerCallbackQuery({ text: ctx.t.t("expired_button") });
    const result = await delivery.toggleHold(
      {
        chatId: String(ctx.chat?.id),
        gameId: data.gameId,
        sessionId: game.session_id,
        viewer: { userId: (await ctx.principal()).userId },
        language: ctx.t.language,
      },
      data.version,
      data.die,
    );
    if (result.kind === "toggled") {
      const dice = heldDice(result.mask).map((i) => i + 1);
      const text = dice.length ? ctx.t.t("keeping", { dice: dice.join(", ") }) : ctx.t.t("keeping_none");
      const seconds = Math.ceil(result.editInMs / 1000);
      await ctx.answerCallbackQuery({ text: seconds > 0 ? ctx.t.t("board_in", { text, seconds }) : text });
    } else if (result.kind === "stale") {
      await ctx.answerCallbackQuery({ text: ctx.t.error("stale_version") });
      await refreshBoard(ctx, data.gameId);
    } else {
      await ctx.answerCallbackQuery({ text: ctx.t.error("not_your_turn"), show_alert: true });
    }
  });

  feature.filter(button("board"), async (ctx) => {
    await ctx.answerCallbackQuery();
    await refreshBoard(ctx, ctx.button.gameId, true);
  });

  // A peek reads the presser's own state document, never the shared message's, and answers only them.
  feature.filter(button("peek"), async (ctx) => {
    const doc = await ctx.services.core.games.state(await ctx.principal(), ctx.button.gameId);
    const game = findGame(doc.plugin_id);
    const text = game?.chat.peek?.(doc.board, game.words.of(ctx.t.words));
    await ctx.answerCallbackQuery({ text: text ?? ctx.t.t("expired_button"), show_alert: true });
  });

  feature.filter(button("noop"), (ctx) => ctx.answerCallbackQuery({ text: ctx.t.t("cell_taken") }));

  return feature;
}
