import { type AutoRetryOptions, autoRetry } from "@grammyjs/auto-retry";
import {
  type ConversationData,
  conversations,
  createConversation,
  type VersionedState,
} from "@grammyjs/conversations";
import { sequentialize } from "@grammyjs/runner";
import { Api, Bot, type BotError, lazySession, type NextFunction, type Transformer } from "grammy";
import type { User, UserFromGetMe } from "grammy/types";
import type { Logger } from "pino";
import { mapEngineError } from "../platform/engine-faults.ts";
import { logFailure } from "../platform/logger.ts";
import type { Principal } from "../src/auth/principal.ts";
import type { Config } from "../src/config.ts";
import type { Core } from "../src/core.ts";
import { DomainError, isDomainError } from "../src/errors.ts";
import type { BotContext, BotServices, ChatSession, ConversationContext } from "./context.ts";
import { createDelivery, type Delivery, type DeliveryOptions } from "./delivery/create-delivery.ts";
import { createMemoryPacer, type PaceLimits, type Pacer, TELEGRAM_PACE, UNPACED } from "./delivery/pacer.ts";
import { gameButtonsFeature } from "./features/game-buttons.ts";
import { gamePickerFeature } from "./features/game-picker.ts";
import { helpFeature } from "./features/help.ts";
import { inlineInviteFeature } from "./features/inline-invite.ts";
import { JOIN_BY_CODE, joinByCode, joinFeature } from "./features/join.ts";
import { languageFeature } from "./features/language.ts";
import { NEW_SESSION, newSession, newSessionFeature } from "./features/new-session.ts";
import { ratingsFeature } from "./features/ratings.ts";
import { rematchFeature } from "./features/rematch.ts";
import { sessionCommandsFeature } from "./features/session-commands.ts";
import { unhandledFeature } from "./features/unhandled.ts";
import { welcomeFeature } from "./features/welcome.ts";
import { createTranslator, LANGUAGES, type Language, pickLanguage, type Translator } from "./i18n.ts";
import { createLanguageChoices } from "./language-choices.ts";
import { createBotStorage } from "./storage.ts";
import { countTelegramRequests } from "./telegram-metrics.ts";
import { createChatThrottle } from "./throttle.ts";

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
  readonly delivery?: Omit<DeliveryOptions, "api" | "core" | "logger" | "pacer">;
}

/** The bot and its outbox worker, which share one pacer. */
export interface TelegramBot {
  readonly bot: Bot<BotContext>;
  readonly delivery: Delivery;
}

/** The update kinds the bot handles; polling and the webhook ask Telegram for these only. */
export const ALLOWED_UPDATES = ["message", "callback_query", "inline_query", "chosen_inline_result"] as const;

/** Version of the conversation code; bump it when a conversation's steps change. */
const CONVERSATION_VERSION = 1;
const GAME_BUTTON = /^(a:|h:|b:|v:|x$)/;
const MOVE_BUTTON = /^a:/;

/** Remembers the account of each Telegram profile seen, so a button press costs no account write. */
function createPrincipalMemo(core: Core, max = 10_000) {
  const known = new Map<string, Promise<Principal>>();
  return (user: User): Promise<Principal> => {
    const key = `${user.id}\n${user.first_name}\n${user.last_name ?? ""}\n${user.username ?? ""}`;
    let principal = known.get(key);
    if (!principal) {
      principal = core.auth.principalForTelegram({
        id: String(user.id),
        first_name: user.first_name,
        last_name: user.last_name,
        username: user.username,
        language_code: user.language_code,
      });
      principal.catch(() => known.delete(key));
      if (known.size >= max) known.delete(known.keys().next().value as string);
      known.set(key, principal);
    }
    return principal;
  };
}

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
  const throttle = deps.throttle === false ? undefined : createChatThrottle(pacer);
  const retry = autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60, ...deps.autoRetry });
  const counted = core.metrics.enabled ? [countTelegramRequests(core.metrics.telegramRequests)] : [];
  // Installed innermost first: each retry goes through the throttle again, and is counted.
  const outgoing: Transformer[] = [...counted, ...(throttle ? [throttle] : []), retry];
  const install = (api: Api) => {
    for (const transformer of outgoing) api.config.use(transformer);
  };
  install(bot.api);

  // The lanes pace boards themselves and park a chat on 429 instead of sleeping in line: their client waits for nothing.
  const deliveryApi = new Api(token, client);
  deliveryApi.config.use(...counted);
  const delivery = createDelivery({ ...deps.delivery, api: deliveryApi, core, logger, pacer });
  const languages = createLanguageChoices(
    createBotStorage<Language>(core.messenger, "language", core.now),
    core.now,
  );
  const services: BotServices = { core, delivery, logger, languages };
  const translators = Object.fromEntries(LANGUAGES.map((l) => [l, createTranslator(l)])) as Record<
    Language,
    Translator
  >;
  const principalOf = createPrincipalMemo(core);
  const chatLanguages = new Map<number, Language>();

  bot.use(async (ctx, next) => {
    ctx.services = services;
    let log: Logger | undefined;
    Object.defineProperty(ctx, "log", {
      get: () => {
        log ??= logger.child({ update_id: ctx.update.update_id });
        return log;
      },
    });
    const chosen = ctx.from ? await languages.of(ctx.from.id) : undefined;
    ctx.t = translators[chosen ?? pickLanguage(ctx.from?.language_code)];
    ctx.principal = () => {
      if (!ctx.from) throw new DomainError("unauthenticated", "This update has no sender.");
      return principalOf(ctx.from);
    };
    const ownChat = ctx.chat?.type === "private" && ctx.chat.id === ctx.from?.id;
    if (ownChat && ctx.chat && chatLanguages.get(ctx.chat.id) !== ctx.t.language) {
      if (chatLanguages.size >= 100_000) chatLanguages.clear();
      chatLanguages.set(ctx.chat.id, ctx.t.language);
      await core.messenger.saveChatLanguage(String(ctx.chat.id), ctx.t.language, core.now());
    }
    await next();
  });

  // Telegram redelivers after timeouts and restarts; an update id is handled once. Move
  // buttons skip the table: their action id comes from the callback query id and the core
  // applies an action id once, in the move's own transaction; memory only spares the
  // repeated answer of a redelivery to this process.
  const recentMoves = new Set<number>();
  bot.use(async (ctx, next) => {
    const id = ctx.update.update_id;
    if (MOVE_BUTTON.test(ctx.callbackQuery?.data ?? "")) {
      if (recentMoves.has(id)) return;
      if (recentMoves.size >= 10_000) recentMoves.delete(recentMoves.values().next().value as number);
      recentMoves.add(id);
      return next();
    }
    if (!(await core.messenger.claimUpdate(id, core.now()))) {
      ctx.log.debug("duplicate update ignored");
      return;
    }
    try {
      await next();
    } catch (error) {
      await core.messenger.releaseUpdate(id);
      throw error;
    }
  });

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
    (ctx) => !GAME_BUTTON.test(ctx.callbackQuery?.data ?? ""),
    conversations<BotContext, ConversationContext>({
      storage: {
        type: "key",
        version: CONVERSATION_VERSION,
        adapter: createBotStorage<VersionedState<ConversationData>>(core.messenger, "conversation", core.now),
        getStorageKey: (ctx) => (ctx.chat && ctx.from ? `${ctx.chat.id}:${ctx.from.id}` : undefined),
      },
      plugins: [
        async (ctx: ConversationContext, next: NextFunction) => {
          // Each replay builds a fresh Api object; the outgoing plugins are installed on it too.
          install(ctx.api);
          const chosen = ctx.from ? await languages.of(ctx.from.id) : undefined;
          ctx.t = translators[chosen ?? pickLanguage(ctx.from?.language_code)];
          await next();
        },
      ],
    }),
    createConversation(newSession, { id: NEW_SESSION, maxMillisecondsToWait: 15 * 60_000 }),
    createConversation(joinByCode, { id: JOIN_BY_CODE, maxMillisecondsToWait: 15 * 60_000 }),
  );
  guarded.use(
    welcomeFeature(),
    newSessionFeature(),
    joinFeature(),
    gamePickerFeature(),
    gameButtonsFeature(),
    rematchFeature(),
    ratingsFeature(),
    inlineInviteFeature(),
    sessionCommandsFeature(),
    languageFeature(),
    helpFeature(),
    unhandledFeature(),
  );

  bot.catch((error) =>
    logger.error({ err: error.error, update_id: error.ctx.update.update_id }, "bot error"),
  );
  return { bot, delivery };
}
