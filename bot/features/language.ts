import { Composer } from "grammy";
import { LANGUAGES } from "../../src/games/languages.ts";
import { button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";
import { createTranslator } from "../i18n.ts";

/** /language: buttons to choose the bot's language, which then wins over Telegram's language_code. */
export function languageFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("language", (ctx) =>
    ctx.reply(ctx.t.t("language_pick"), {
      reply_markup: {
        inline_keyboard: [
          LANGUAGES.map((l) => ({
            text: createTranslator(l).t("language_name"),
            callback_data: encodeButton({ kind: "language", language: l }),
          })),
        ],
      },
    }),
  );

  feature.filter(button("language"), async (ctx) => {
    const { language } = ctx.button;
    const { core, languages } = ctx.services;
    await languages.choose(ctx.from.id, language);
    const t = createTranslator(language);
    // Boards and notices in the person's own chat follow the choice from the next delivery on.
    if (ctx.chat?.type === "private")
      await core.messenger.saveChatLanguage(String(ctx.chat.id), language, core.now());
    await ctx.answerCallbackQuery({ text: t.t("language_set") });
    await ctx.editMessageText(t.t("language_set"));
  });

  return feature;
}
