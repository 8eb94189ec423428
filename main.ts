import type { FastifyPluginAsync } from "fastify";
import { createApp } from "./api/create-app.ts";
import { createBotTokenCheck } from "./bot/bot-health.ts";
import { openTelegram, startTelegram } from "./bot/telegram-process.ts";
import { webhookPlugin, webhookSecret } from "./bot/webhook.ts";
import { capYoungGeneration, limitHeapGrowth } from "./platform/heap-growth.ts";
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
capYoungGeneration(config.YOUNG_GENERATION_MAX_MB);
const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
const core = await openCore(config, logger);

const token = config.MESSENGER_BOT_TOKEN;
const telegram = token ? await openTelegram(token, { core, config, logger }) : undefined;
const healthChecks: Record<string, () => Promise<HealthCheck>> = {};
const plugins: FastifyPluginAsync[] = [];
if (telegram && token) {
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

if (telegram && token) await startTelegram(telegram, { token, config, election, logger });

onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await drain.start();
  await election.close();
  await telegram?.stop();
  await app.close();
  await core.close();
});
