import type { MiddlewareFn } from "grammy";
import type { Logger } from "pino";
import { DomainError } from "../src/errors.ts";
import type { BotContext, BotServices } from "./context.ts";
import type { PrincipalMemo } from "./principal-memo.ts";
import type { TranslatorPicker } from "./translator-picker.ts";

export interface ContextDeps {
  readonly services: BotServices;
  readonly pickTranslator: TranslatorPicker;
  readonly principals: PrincipalMemo;
}

/** The sender's account (made on first sight), and how to forget it and what else `forgetMore` drops. */
function attachSender(
  ctx: BotContext,
  principals: PrincipalMemo,
  forgetMore: (userId: number) => void,
): void {
  ctx.principal = () => {
    if (!ctx.from) throw new DomainError("unauthenticated", "This update has no sender.");
    return principals.of(ctx.from);
  };
  ctx.forgetSender = () => {
    if (!ctx.from) return;
    principals.forget(ctx.from.id);
    forgetMore(ctx.from.id);
  };
}

/**
 * The first middleware: attaches the services, a child logger for the update
 * (made on first use), the sender's translator and account, and remembers the
 * language of each private chat so that messages the bot sends later speak it.
 */
export function contextMiddleware({
  services,
  pickTranslator,
  principals,
}: ContextDeps): MiddlewareFn<BotContext> {
  const { core, logger } = services;
  const chatLanguages = new Map<number, string>();
  return async (ctx, next) => {
    ctx.services = services;
    let log: Logger | undefined;
    Object.defineProperty(ctx, "log", {
      get: () => {
        log ??= logger.child({ update_id: ctx.update.update_id });
        return log;
      },
    });
    ctx.t = await pickTranslator(ctx.from);
    attachSender(ctx, principals, (userId) => {
      services.languages.forget(userId);
      chatLanguages.delete(userId);
    });
    const ownChat = ctx.chat?.type === "private" && ctx.chat.id === ctx.from?.id;
    if (ownChat && ctx.chat && chatLanguages.get(ctx.chat.id) !== ctx.t.locale) {
      if (chatLanguages.size >= 100_000) chatLanguages.clear();
      chatLanguages.set(ctx.chat.id, ctx.t.locale);
      await core.messenger.saveChatLanguage(String(ctx.chat.id), ctx.t.locale, core.now());
    }
    await next();
  };
}
