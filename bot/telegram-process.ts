import { run } from "@grammyjs/runner";
import type { Logger } from "pino";
import type { Config } from "../src/config.ts";
import type { Election } from "../src/coordination/leader.ts";
import type { Core } from "../src/core.ts";
import { registerCommands } from "./commands.ts";
import { ALLOWED_UPDATES, createBot, type TelegramBot } from "./create-bot.ts";
import { createRedisPacer } from "./delivery/redis-pacer.ts";
import { webhookSecret } from "./webhook.ts";

/** The bot of a process entry (`main.ts`, `bot/main.ts`): the bot, its outbox worker and their pacer. */
export interface TelegramProcess extends TelegramBot {
  /** Stops the outbox worker and lets go of the shared pace. */
  stop(): Promise<void>;
}

type TelegramConfig = Pick<
  Config,
  "REDIS_URL" | "PUBLIC_BASE_URL" | "TELEGRAM_API_ROOT" | "BOT_WEBHOOK_URL" | "BOT_WEBHOOK_SECRET"
>;

/** Builds the bot and introduces it to Telegram (getMe); a token Telegram refuses ends the process. */
export async function openTelegram(
  token: string,
  deps: { readonly core: Core; readonly config: TelegramConfig; readonly logger: Logger },
): Promise<TelegramProcess> {
  const { core, config, logger } = deps;
  // Telegram's limits are per token: with REDIS_URL every process of this bot shares one pace.
  const pacer = config.REDIS_URL ? createRedisPacer(config.REDIS_URL, token) : undefined;
  const { bot, delivery } = createBot(token, {
    core,
    config,
    logger,
    pacer,
    delivery: { webAppBaseUrl: config.PUBLIC_BASE_URL },
  });
  await bot.init().catch((error: unknown) => {
    logger.fatal(
      { err: error, apiRoot: config.TELEGRAM_API_ROOT },
      "the bot could not reach Telegram (getMe)",
    );
    process.exit(1);
  });
  return {
    bot,
    delivery,
    stop: async () => {
      await delivery.stop();
      await pacer?.close();
    },
  };
}

/**
 * Starts taking updates: the commands menu, the outbox worker, then the webhook
 * (BOT_WEBHOOK_URL, served by the API process) or long polling by the elected process.
 */
export async function startTelegram(
  telegram: TelegramProcess,
  deps: {
    readonly token: string;
    readonly config: TelegramConfig;
    readonly election: Election;
    readonly logger: Logger;
  },
): Promise<void> {
  const { bot, delivery } = telegram;
  const { token, config, election, logger } = deps;
  await registerCommands(bot.api);
  delivery.start();
  if (config.BOT_WEBHOOK_URL) {
    await bot.api.setWebhook(config.BOT_WEBHOOK_URL, {
      secret_token: webhookSecret(token, config.BOT_WEBHOOK_SECRET),
      allowed_updates: [...ALLOWED_UPDATES],
    });
  } else {
    // Telegram serves getUpdates to one poller per token: with REDIS_URL, one process polls at a time.
    election.lead("telegram-polling", async () => {
      await bot.api.deleteWebhook();
      const runner = run(bot, { runner: { fetch: { allowed_updates: ALLOWED_UPDATES } } });
      return async () => {
        if (runner.isRunning()) await runner.stop();
      };
    });
  }
  logger.info(
    { bot: bot.botInfo.username, mode: config.BOT_WEBHOOK_URL ? "webhook" : "polling" },
    "Telegram bot started",
  );
}
