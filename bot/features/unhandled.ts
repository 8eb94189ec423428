import { Composer } from "grammy";
import type { BotContext } from "../context.ts";

/** Last in line: expired buttons get an answer, private messages a hint, group chatter nothing. */
export function unhandledFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.on("callback_query", (ctx) => ctx.answerCallbackQuery({ text: ctx.t.t("expired_button") }));
  feature.chatType("private").on("message", (ctx) => ctx.reply(ctx.t.t("unknown")));
  return feature;
}
