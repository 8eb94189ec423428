import { type CommandContext, Composer, InlineKeyboard, InputFile } from "grammy";
import { type ButtonContext, button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";

/** A person's data is theirs alone: these commands answer only in their private chat with the bot. */
const inPrivate = (ctx: BotContext) => ctx.chat?.type === "private";

/** `/mydata`: everything the game keeps about the sender, as a JSON file. */
async function sendMyData(ctx: CommandContext<BotContext>): Promise<void> {
  if (!inPrivate(ctx)) {
    await ctx.reply(ctx.t.t("private_only"));
    return;
  }
  const data = await ctx.services.core.privacy.exportMine(await ctx.principal());
  const file = new InputFile(Buffer.from(JSON.stringify(data, null, 2)), "my-data.json");
  await ctx.replyWithDocument(file, { caption: ctx.t.t("my_data_caption") });
}

/** `/deletemydata`: what erasure does, and buttons to go ahead or not. */
async function askToErase(ctx: CommandContext<BotContext>): Promise<void> {
  if (!inPrivate(ctx)) {
    await ctx.reply(ctx.t.t("private_only"));
    return;
  }
  const keyboard = new InlineKeyboard()
    .text(ctx.t.t("btn_erase_yes"), encodeButton({ kind: "eraseMe", answer: "yes" }))
    .text(ctx.t.t("btn_erase_no"), encodeButton({ kind: "eraseMe", answer: "no" }));
  await ctx.reply(ctx.t.t("erase_ask"), { reply_markup: keyboard });
}

/**
 * Erases the sender, and leaves nothing behind of this update either: no
 * conversation or chat session is written back after the handler, and this
 * process forgets their account, so a later update finds a fresh one.
 */
async function eraseSender(ctx: ButtonContext<BotContext, "eraseMe">): Promise<void> {
  if (ctx.button.answer === "no") {
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(ctx.t.t("cancelled"));
    return;
  }
  await ctx.conversation.exitAll();
  await ctx.services.core.privacy.eraseMe(await ctx.principal());
  ctx.session = undefined;
  ctx.forgetSender();
  await ctx.answerCallbackQuery();
  await ctx.editMessageText(ctx.t.t("erase_done"));
}

/** A person's own data: /mydata sends it, /deletemydata erases it after a confirmation. */
export function myDataFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command("mydata", sendMyData);
  feature.command("deletemydata", askToErase);
  feature.filter(button("eraseMe"), eraseSender);
  return feature;
}
