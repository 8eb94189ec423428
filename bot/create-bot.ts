import type { AutoRetryOptions } from "@grammyjs/auto-retry";
import { sequentialize } from "@grammyjs/runner";
import { Api, Bot, type BotError, lazySession } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import type { Logger } from "pino";
import { mapEngineError } from "../platform/engine-faults.ts";
import { logFailure } from "../platform/logger.ts";
import type { Config } from "../src/config.ts";
import type { Core } from "../src/core.ts";
import { isDomainError } from "../src/errors.ts";
import type { LocaleFiles } from "../src/i18n/locale-files.ts";
import { claimsButton } from "./button-filter.ts";
import type { ButtonKind } from "./callback-data.ts";
import type { BotContext, ChatSession } from "./context.ts";
import { contextMiddleware } from "./context-middleware.ts";
import { conversationMiddleware } from "./conversation-middleware.ts";
import { createDelivery, type Delivery, type DeliveryOptions } from "./delivery/create-delivery.ts";
import { createMemoryPacer, type PaceLimits, type Pacer, TELEGRAM_PACE, UNPACED } from "./delivery/pacer.ts";
import { clocksFeature } from "./features/clocks.ts";
import { gameButtonsFeature } from "./features/game-buttons.ts";
import { gamePickerFeature } from "./features/game-picker.ts";
import { helpFeature } from "./features/help.ts";
import { inlineInviteFeature } from "./features/inline-invite.ts";
import { joinFeature } from "./features/join.ts";
import { languageFeature } from "./features/language.ts";
import { lobbyFeature } from "./features/lobby.ts";
import { myDataFeature } from "./features/my-data.ts";
import { newSessionFeature } from "./features/new-session.ts";
import { openTableFeature } from "./features/open-table.ts";
import { quickPlayFeature } from "./features/quick-play.ts";
import { ratingsFeature } from "./features/ratings.ts";
import { rematchFeature } from "./features/rematch.ts";
import { sessionCommandsFeature } from "./features/session-commands.ts";
import { tournamentsFeature } from "./features/tournaments.ts";
import { tvFeature } from "./features/tv.ts";
import { unhandledFeature } from "./features/unhandled.ts";
import { welcomeFeature } from "./features/welcome.ts";
import { createTranslators } from "./i18n.ts";
import { createLanguageChoices } from "./language-choices.ts";
import { createOutgoing } from "./outgoing-transformers.ts";
import { createPrincipalMemo } from "./principal-memo.ts";
import { createBotStorage } from "./storage.ts";
import { createTranslatorPicker } from "./translator-picker.ts";
import { updateOnce } from "./update-once.ts";

export interface BotDeps {
  readonly core: Core;
  readonly config: Pick<Config, "TELEGRAM_API_ROOT">;
  readonly logger: Logger;
  /** The bot's own identity; given, the bot needs no getMe call before handling updates. */
  readonly botInfo?: UserFromGetMe;
  /** Replaces the HTTP client; tests pass the fake Telegram's. */
  readonly fetch?: typeof fetch;
  /** Telegram's limits for this token; `false` turns pacing off (tests, benches), a 429 still holds a chat back. */
  readonly throttle?: PaceLimits | false;
  /** The pacing state; by default this process's memory, with REDIS_URL one shared by every process. */
  readonly pacer?: Pacer;
  readonly autoRetry?: Partial<AutoRetryOptions>;
  readonly delivery?: Omit<DeliveryOptions, "api" | "core" | "logger" | "pacer" | "translators">;
  /** The .ftl files of every language; by default locales/ as read at start-up (the pseudo-locale test rewrites them). */
  readonly locales?: LocaleFiles;
}

/** The bot and its outbox worker, which share one pacer. */
export interface TelegramBot {
  readonly bot: Bot<BotContext>;
  readonly delivery: Delivery;
}

/** The update kinds the bot handles; polling and the webhook ask Telegram for these only. */
export const ALLOWED_UPDATES = ["message", "callback_query", "inline_query", "chosen_inline_result"] as const;

/** The buttons under a game's board. */
const GAME_BUTTONS: ReadonlySet<ButtonKind> = new Set(["act", "hold", "board", "peek", "noop"]);

/** Tells the user what went wrong: a domain error's friendly text, or a generic one (logged). */
async function replyWithError(error: BotError<BotContext>): Promise<void> {
  const { ctx } = error;
  const cause = mapEngineError(error.error);
  if (!isDomainError(cause)) ctx.log.error({ err: cause }, "update failed");
  else if (cause.code === "service_unavailable") logFailure(ctx.log, error.error, {}, "update failed");
  const text = ctx.t.error(isDomainError(cause) ? cause.code : "internal_error");
  try {
    if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text, show_alert: true });
    else if (ctx.chat) await ctx.reply(text);
  } catch (failure) {
    // The press may already be answered, or the chat gone; the log has the cause.
    ctx.log.warn({ err: failure }, "could not report an error to the user");
  }
}

/**
 * Builds the bot without touching the network when `botInfo` is given:
 * middleware in order (services, duplicate filter, per-chat sequencing,
 * session, conversations) and then one composer per feature, ending with the
 * handler for whatever nobody else took.
 */
export function createBot(token: string, deps: BotDeps): TelegramBot {
  const { core, logger } = deps;
  const client = { apiRoot: deps.config.TELEGRAM_API_ROOT, ...(deps.fetch ? { fetch: deps.fetch } : {}) };
  const bot = new Bot<BotContext>(token, { ...(deps.botInfo ? { botInfo: deps.botInfo } : {}), client });
  const pacer =
    deps.pacer ??
    createMemoryPacer(deps.throttle === false ? UNPACED : (deps.throttle ?? TELEGRAM_PACE), core.now);
  const outgoing = createOutgoing(core, pacer, deps.throttle, deps.autoRetry);
  outgoing.install(bot.api);

  // The lanes pace boards themselves and park a chat on 429 instead of sleeping in line: their client waits for nothing.
  const deliveryApi = new Api(token, client);
  deliveryApi.config.use(...outgoing.counted);
  const translators = createTranslators(deps.locales);
  const delivery = createDelivery({ ...deps.delivery, api: deliveryApi, core, logger, pacer, translators });
  const languages = createLanguageChoices(core.auth.languages, core.now);
  const pickTranslator = createTranslatorPicker(languages, translators);

  bot.use(
    contextMiddleware({
      services: { core, delivery, logger, languages, translators },
      pickTranslator,
      principals: createPrincipalMemo(core),
    }),
  );
  bot.use(updateOnce(core));
  bot.use(sequentialize((ctx: BotContext) => ctx.chat?.id.toString()));
  bot.use(
    lazySession<ChatSession, BotContext>({
      initial: () => ({}),
      storage: createBotStorage<ChatSession>(core.messenger, "session", core.now),
    }),
  );

  const guarded = bot.errorBoundary(replyWithError);
  // Game buttons skip the conversation machinery: they need none, and a move must never wait on a question.
  guarded.filter(
    (ctx) => !claimsButton(ctx, GAME_BUTTONS),
    ...conversationMiddleware(core, outgoing.install, pickTranslator),
  );
  guarded.use(
    tournamentsFeature(),
    quickPlayFeature(),
    welcomeFeature(),
    newSessionFeature(),
    joinFeature(),
    gamePickerFeature(),
    gameButtonsFeature(),
    rematchFeature(),
    clocksFeature(),
    ratingsFeature(),
    inlineInviteFeature(),
    lobbyFeature(),
    openTableFeature(),
    tvFeature(),
    sessionCommandsFeature(),
    languageFeature(),
    myDataFeature(),
    helpFeature(),
    unhandledFeature(),
  );

  bot.catch((error) =>
    logger.error({ err: error.error, update_id: error.ctx.update.update_id }, "bot error"),
  );
  return { bot, delivery };
}
