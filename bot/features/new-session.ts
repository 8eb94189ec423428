import type { Conversation } from "@grammyjs/conversations";
import { Composer, InlineKeyboard } from "grammy";
import { button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext, ConversationContext } from "../context.ts";
import { isGroupChat, setCurrentSession } from "../current-session.ts";
import type { Translator } from "../i18n.ts";

export const NEW_SESSION = "newSession";

const PLAYER_CHOICES = [2, 3, 4, 5, 6, 8, 10];
const TURN_CHOICES = [0, 30, 60, 300];
/** The key grammY's own callback waits use, so a question asked before an upgrade is still answered after it. */
const ANSWER = { collationKey: "callback", next: true } as const;

function limitLabel(t: Translator, seconds: number): string {
  if (seconds === 0) return t.t("btn_no_timer");
  return seconds < 60 ? t.t("seconds", { count: seconds }) : t.t("minutes", { count: seconds / 60 });
}

/** The invite message: code, deep link, a Share button, and in a group a Join button. */
export function inviteKeyboard(
  t: Translator,
  session: { readonly id: string; readonly link: string },
  group: boolean,
): InlineKeyboard {
  const share = `https://t.me/share/url?url=${encodeURIComponent(session.link)}&text=${encodeURIComponent(t.t("share_text"))}`;
  const keyboard = new InlineKeyboard();
  if (group)
    keyboard.text(t.t("btn_join_group"), encodeButton({ kind: "join", sessionId: session.id })).row();
  return keyboard
    .url(t.t("btn_share"), share)
    .row()
    .text(t.t("btn_pick"), encodeButton({ kind: "games", sessionId: session.id }));
}

/**
 * /new: player count, then an optional turn limit, then the session with the
 * caller as host. In a group the session is bound to the group, which then
 * shares one game message. Other updates pass through while it waits.
 */
export async function newSession(
  conversation: Conversation<BotContext, ConversationContext>,
  ctx: ConversationContext,
): Promise<void> {
  const { t } = ctx;
  const players = new InlineKeyboard();
  PLAYER_CHOICES.forEach((n, i) => {
    players.text(String(n), encodeButton({ kind: "players", count: n }));
    if (i === 4) players.row();
  });
  await ctx.reply(t.t("ask_players"), { reply_markup: players });
  const picked = await conversation.waitUntil(button("players"), ANSWER);
  const maxPlayers = picked.button.count;
  await picked.answerCallbackQuery();
  await picked.editMessageText(t.t("players_chosen", { count: maxPlayers }));

  const limits = new InlineKeyboard();
  for (const seconds of TURN_CHOICES)
    limits.text(limitLabel(t, seconds), encodeButton({ kind: "turnLimit", seconds }));
  await ctx.reply(t.t("ask_turn"), { reply_markup: limits });
  const timed = await conversation.waitUntil(button("turnLimit"), ANSWER);
  const turnSeconds = timed.button.seconds;
  await timed.answerCallbackQuery();
  await timed.editMessageText(
    t.t("turn_chosen", { limit: turnSeconds ? limitLabel(t, turnSeconds) : t.t("no_limit") }),
  );

  const created = await conversation.external(async (outer) => {
    const { core } = outer.services;
    const principal = await outer.principal();
    const session = await core.sessions.create(principal, {
      max_players: maxPlayers,
      turn_seconds: turnSeconds || null,
      channel: "messenger",
    });
    if (isGroupChat(outer) && outer.chat) {
      const chatId = String(outer.chat.id);
      await core.sessions.bindChat(principal, session.id, chatId);
      await core.messenger.saveChatLanguage(chatId, outer.t.locale, core.now());
    }
    await setCurrentSession(outer, session.id);
    return { id: session.id, code: session.invite_code, group: isGroupChat(outer) };
  });
  const link = `https://t.me/${ctx.me.username}?start=${created.code}`;
  const text = created.group
    ? t.t("session_created_group", { code: created.code, max: maxPlayers })
    : t.t("session_created", { code: created.code, link });
  await ctx.reply(text, { reply_markup: inviteKeyboard(t, { id: created.id, link }, created.group) });
}

/** /new and /cancel. */
export function newSessionFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command("new", async (ctx) => {
    await ctx.conversation.exitAll();
    await ctx.conversation.enter(NEW_SESSION);
  });
  feature.command("cancel", async (ctx) => {
    const active = Object.keys(ctx.conversation.active()).length > 0;
    await ctx.conversation.exitAll();
    await ctx.reply(ctx.t.t(active ? "cancelled" : "nothing_to_cancel"));
  });
  return feature;
}
