import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { createTranslator, LANGUAGES, type Language } from "../i18n.ts";

const CHOICE = /^lang:(\w+)$/;

/** /language: buttons to choose the bot's language, which then wins over Telegram's language_code. */
export function languageFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("language", (ctx) =>
    ctx.reply(ctx.t.t("language_pick"), {
      reply_markup: {
        inline_keyboard: [
          LANGUAGES.map((l) => ({
            text: createTranslator(l).t("language_name"),
            callback_data: `lang:${l}`,
          })),
        ],
      },
    }),
  );

  feature.callbackQuery(CHOICE, async (ctx) => {
    const language = LANGUAGES.find((l) => l === ctx.match[1]) as Language | undefined;
    if (!language) return ctx.answerCallbackQuery({ text: ctx.t.t("expired_button") });
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
