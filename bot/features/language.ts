import { Composer } from "grammy";
import { LOCALES } from "../../src/i18n/locales.ts";
import { button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";

/** Buttons two to a row: ten language names on one row would be cut to a few letters each. */
function inRowsOfTwo<B>(buttons: readonly B[]): B[][] {
  return Array.from({ length: Math.ceil(buttons.length / 2) }, (_, i) => buttons.slice(2 * i, 2 * i + 2));
}

/** /language: buttons to choose the bot's language, which then wins over Telegram's language_code (and the web's). */
export function languageFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("language", (ctx) =>
    ctx.reply(ctx.t.t("language_pick"), {
      reply_markup: {
        inline_keyboard: inRowsOfTwo(
          LOCALES.filter((l) => ctx.services.translators.available.includes(l.tag)).map((l) => ({
            text: l.name,
            callback_data: encodeButton({ kind: "language", language: l.tag }),
          })),
        ),
      },
    }),
  );

  feature.filter(button("language"), async (ctx) => {
    const { language } = ctx.button;
    const { core, languages } = ctx.services;
    await languages.choose(ctx.from.id, (await ctx.principal()).userId, language);
    const t = ctx.services.translators(language);
    // Boards and notices in the person's own chat follow the choice from the next delivery on.
    if (ctx.chat?.type === "private")
      await core.messenger.saveChatLanguage(String(ctx.chat.id), t.locale, core.now());
    await ctx.answerCallbackQuery({ text: t.t("language_set") });
    await ctx.editMessageText(t.t("language_set"));
  });

  return feature;
}
