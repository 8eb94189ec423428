import type { Conversation } from "@grammyjs/conversations";
import { Composer } from "grammy";
import { type ErrorCode, isDomainError } from "../../src/errors.ts";
import { button } from "../button-filter.ts";
import type { BotContext, ConversationContext } from "../context.ts";
import { isGroupChat, setCurrentSession } from "../current-session.ts";
import { shownName } from "../player-name.ts";

export const JOIN_BY_CODE = "joinByCode";

/**
 * Joins through the messenger channel (idempotent for members: it only sets
 * the presence flag), then shows the running game's board in a private chat.
 * Everyone else hears about it from the outbox.
 */
export async function joinWithCode(
  ctx: BotContext,
  code: string,
  respond: (text: string) => Promise<unknown> = (text) => ctx.reply(text),
): Promise<void> {
  const { core, delivery } = ctx.services;
  const principal = await ctx.principal();
  const { session, participant, joined } = await core.sessions.join(principal, {
    invite_code: code,
    channel: "messenger",
  });
  await setCurrentSession(ctx, session.id);
  const names = session.participants
    .filter((p) => p.role !== "spectator")
    .map((p) => shownName(p.display_name, ctx.t))
    .join(", ");
  const role = ctx.t.t(`role_${participant.role}`);
  await respond(
    joined
      ? ctx.t.t("joined", { code: session.invite_code, role, names })
      : ctx.t.t("already_in", { code: session.invite_code }),
  );
  const gameRunning = session.status === "InGame" || session.status === "Paused";
  if (gameRunning && session.current_game_id && !isGroupChat(ctx) && ctx.chat) {
    await delivery.showGame({
      chatId: String(ctx.chat.id),
      gameId: session.current_game_id,
      sessionId: session.id,
      viewer: { participantId: participant.id },
      language: ctx.t.language,
    });
  }
}

/** Asks for an invite code, then joins with it. */
export async function joinByCode(
  conversation: Conversation<BotContext, ConversationContext>,
  ctx: ConversationContext,
): Promise<void> {
  await ctx.reply(ctx.t.t("ask_code"), { reply_markup: { force_reply: true } });
  // Anything but plain text (commands, other buttons) passes through to the rest of the bot.
  const answer = await conversation
    .waitFor("message:text", { next: true })
    .and((c) => !c.message.text.startsWith("/"), { next: true });
  const code = answer.message.text.trim();
  // Errors do not survive the conversation's replay log as DomainErrors, so the code travels as data.
  const failed = await conversation.external(async (outer): Promise<ErrorCode | null> => {
    try {
      await joinWithCode(outer, code);
      return null;
    } catch (error) {
      if (isDomainError(error)) return error.code;
      throw error;
    }
  });
  if (failed) await ctx.reply(ctx.t.error(failed));
}

/** /join CODE, the join conversation, and the Join button of a group's session. */
export function joinFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("join", async (ctx) => {
    const code = ctx.match.trim();
    if (code) return joinWithCode(ctx, code);
    await ctx.conversation.exitAll();
    await ctx.conversation.enter(JOIN_BY_CODE);
  });

  feature.filter(button("join"), async (ctx) => {
    const session = await ctx.services.core.messenger.findSession(ctx.button.sessionId);
    if (!session || session.telegram_chat_id !== String(ctx.chat?.id)) {
      return ctx.answerCallbackQuery({ text: ctx.t.t("expired_button") });
    }
    await joinWithCode(ctx, session.invite_code, (text) => ctx.answerCallbackQuery({ text }));
  });

  return feature;
}
