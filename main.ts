import { type RunnerHandle, run } from "@grammyjs/runner";
import type { FastifyPluginAsync } from "fastify";
import { createApp } from "./api/create-app.ts";
import { createBotTokenCheck } from "./bot/bot-health.ts";
import { registerCommands } from "./bot/commands.ts";
import { ALLOWED_UPDATES, createBot, type TelegramBot } from "./bot/create-bot.ts";
import { createRedisPacer, type RedisPacer } from "./bot/delivery/redis-pacer.ts";
import { webhookPlugin, webhookSecret } from "./bot/webhook.ts";
import { limitHeapGrowth } from "./platform/heap-growth.ts";
import { loadConfigOrExit } from "./platform/load-config.ts";
import { createLogger } from "./platform/logger.ts";
import { createDrain, onShutdown } from "./platform/shutdown.ts";
import { leadJobs, openCore, openElection } from "./src/boot.ts";
import { parseConfig } from "./src/config.ts";
import type { HealthCheck } from "./src/core.ts";
import { createHeartbeatCheck } from "./src/messenger/health-checks.ts";

/**
 * `npm start`: the API and, when MESSENGER_BOT_TOKEN is set, the Telegram bot
 * in one process over one database (SQLite by default). The bot polls, or with BOT_WEBHOOK_URL
 * its webhook is a route of this server. The API never imports the bot: this
 * file hands the bot's route and health checks to it.
 */
const config = loadConfigOrExit(process.env, parseConfig);
limitHeapGrowth(config.HEAP_GROWING_PERCENT);
const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
const core = await openCore(config, logger);

const token = config.MESSENGER_BOT_TOKEN;
let telegram: TelegramBot | undefined;
const healthChecks: Record<string, () => Promise<HealthCheck>> = {};
const plugins: FastifyPluginAsync[] = [];
let pacer: RedisPacer | undefined;
if (token) {
  // Telegram's limits are per token: with REDIS_URL every process of this bot shares one pace.
  pacer = config.REDIS_URL ? createRedisPacer(config.REDIS_URL, token) : undefined;
  telegram = createBot(token, {
    core,
    config,
    logger,
    pacer,
    delivery: { webAppBaseUrl: config.PUBLIC_BASE_URL },
  });
  await telegram.bot.init().catch((error: unknown) => {
    logger.fatal(
      { err: error, apiRoot: config.TELEGRAM_API_ROOT },
      "the bot could not reach Telegram (getMe)",
    );
    process.exit(1);
  });
  healthChecks.messenger_bot = createBotTokenCheck(telegram.bot.api, core.now);
  healthChecks.outbox_worker = createHeartbeatCheck(core.messenger.lastBeat, core.now, 30_000);
  if (config.BOT_WEBHOOK_URL) {
    const path = new URL(config.BOT_WEBHOOK_URL).pathname;
    plugins.push(
      webhookPlugin(telegram.bot, { path, secretToken: webhookSecret(token, config.BOT_WEBHOOK_SECRET) }),
    );
  }
} else {
  logger.warn("MESSENGER_BOT_TOKEN is not set: the Telegram bot is off and the API runs alone");
}

const drain = createDrain(config.SHUTDOWN_DRAIN_MS);
const app = await createApp({
  core,
  config: {
    ...config,
    MESSENGER_BOT_USERNAME: config.MESSENGER_BOT_USERNAME ?? telegram?.bot.botInfo.username,
  },
  logger,
  healthChecks,
  plugins,
  draining: drain.draining,
});

// Jobs one process runs at a time when several share a database (REDIS_URL elects it).
const election = openElection(config, logger);
leadJobs(election, core, config, logger);

await app.listen({ host: config.HOST, port: config.PORT });

if (telegram && token) {
  const { bot, delivery } = telegram;
  await registerCommands(bot.api);
  delivery.start();
  if (config.BOT_WEBHOOK_URL) {
    await bot.api.setWebhook(config.BOT_WEBHOOK_URL, {
      secret_token: webhookSecret(token, config.BOT_WEBHOOK_SECRET),
      allowed_updates: [...ALLOWED_UPDATES],
    });
  } else {
    // Telegram serves getUpdates to one poller per token.
    election.lead("telegram-polling", async () => {
      await bot.api.deleteWebhook();
      const runner: RunnerHandle = run(bot, {
        runner: { fetch: { allowed_updates: ALLOWED_UPDATES } },
      });
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

onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await drain.start();
  await election.close();
  await telegram?.delivery.stop();
  await pacer?.close();
  await app.close();
  await core.close();
});
