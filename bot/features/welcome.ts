import { Composer, InlineKeyboard } from "grammy";
import { button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";
import type { Translator } from "../i18n.ts";
import { replyWithHelp } from "./help.ts";
import { JOIN_BY_CODE, joinWithCode } from "./join.ts";
import { NEW_SESSION } from "./new-session.ts";
import { quickPlayKeyboard } from "./quick-play.ts";
import { replyWithSessions } from "./session-commands.ts";

function welcomeKeyboard(t: Translator): InlineKeyboard {
  const item = (item: "new" | "join" | "mine" | "help" | "quick") => encodeButton({ kind: "menu", item });
  return new InlineKeyboard()
    .text(t.t("btn_new"), item("new"))
    .text(t.t("btn_join"), item("join"))
    .row()
    .text(t.t("btn_mine"), item("mine"))
    .text(t.t("btn_help"), item("help"))
    .row()
    .text(t.t("btn_quick"), item("quick"));
}

/** /start: the welcome menu, or a join when it carries an invite code (the deep link). */
export function welcomeFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("start", async (ctx) => {
    const code = ctx.match.trim();
    if (code) return joinWithCode(ctx, code);
    await ctx.reply(ctx.t.t("welcome", { name: ctx.from?.first_name ?? "" }), {
      reply_markup: welcomeKeyboard(ctx.t),
    });
  });

  feature.filter(button("menu"), async (ctx) => {
    const { item } = ctx.button;
    await ctx.answerCallbackQuery();
    if (item === "new" || item === "join") {
      await ctx.conversation.exitAll();
      await ctx.conversation.enter(item === "new" ? NEW_SESSION : JOIN_BY_CODE);
    } else if (item === "mine") {
      await replyWithSessions(ctx);
    } else if (item === "quick") {
      await ctx.reply(ctx.t.t("quick_pick"), { reply_markup: quickPlayKeyboard(ctx.t) });
    } else {
      await replyWithHelp(ctx);
    }
  });

  return feature;
}
