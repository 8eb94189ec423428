import { existsSync } from "node:fs";
import { join } from "node:path";
import { type RunnerHandle, run } from "@grammyjs/runner";
import type { FastifyPluginAsync } from "fastify";
import { createApp } from "./api/create-app.ts";
import { createBotTokenCheck } from "./bot/bot-health.ts";
import { registerCommands } from "./bot/commands.ts";
import { ALLOWED_UPDATES, createBot, type TelegramBot } from "./bot/create-bot.ts";
import { webhookPlugin, webhookSecret } from "./bot/webhook.ts";
import { ConfigError, parseConfig } from "./src/config.ts";
import { createCore, type HealthCheck } from "./src/core.ts";
import { migrateToLatest, openDatabase } from "./src/db/open-database.ts";
import { loadOrCreateJwtSecret } from "./src/jwt-secret.ts";
import { createLogger } from "./src/logger.ts";
import { createHeartbeatCheck } from "./src/messenger/health-checks.ts";

/**
 * `npm start`: the API and, when MESSENGER_BOT_TOKEN is set, the Telegram bot
 * in one process over one SQLite file. The bot polls, or with BOT_WEBHOOK_URL
 * its webhook is a route of this server. The API never imports the bot: this
 * file hands the bot's route and health checks to it.
 */
if (existsSync(".env")) process.loadEnvFile(".env");

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Invalid configuration: ${error.message}\n`);
  process.exit(78);
}

const logger = createLogger(config.LOG_LEVEL);
const db = openDatabase(config.DATABASE_FILE ?? join(config.DATA_DIR, "app.db"));
await migrateToLatest(db);
const core = createCore({
  config,
  db,
  jwtSecret: config.JWT_SECRET ?? loadOrCreateJwtSecret(config.DATA_DIR),
});

const token = config.MESSENGER_BOT_TOKEN;
let telegram: TelegramBot | undefined;
const healthChecks: Record<string, () => Promise<HealthCheck>> = {};
const plugins: FastifyPluginAsync[] = [];
if (token) {
  telegram = createBot(token, { core, config, logger });
  await telegram.bot.init().catch((error: unknown) => {
    logger.fatal(
      { err: error, apiRoot: config.TELEGRAM_API_ROOT },
      "the bot could not reach Telegram (getMe)",
    );
    process.exit(1);
  });
  healthChecks.messenger_bot = createBotTokenCheck(telegram.bot.api, core.now);
  healthChecks.outbox_worker = createHeartbeatCheck(db, core.now, 30_000);
  if (config.BOT_WEBHOOK_URL) {
    const path = new URL(config.BOT_WEBHOOK_URL).pathname;
    plugins.push(
      webhookPlugin(telegram.bot, { path, secretToken: webhookSecret(token, config.BOT_WEBHOOK_SECRET) }),
    );
  }
} else {
  logger.warn("MESSENGER_BOT_TOKEN is not set: the Telegram bot is off and the API runs alone");
}

const app = await createApp({
  core,
  config: {
    ...config,
    MESSENGER_BOT_USERNAME: config.MESSENGER_BOT_USERNAME ?? telegram?.bot.botInfo.username,
  },
  logger,
  healthChecks,
  plugins,
});

// Turn deadlines live in the database; this sweep applies timeouts that fell due.
const sweeper = setInterval(() => {
  core.games.expireDueTurns().catch((error) => logger.error({ err: error }, "turn sweep failed"));
}, 1000);
sweeper.unref();

await app.listen({ host: config.HOST, port: config.PORT });

let runner: RunnerHandle | undefined;
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
    await bot.api.deleteWebhook();
    runner = run(bot, { runner: { fetch: { allowed_updates: ALLOWED_UPDATES } } });
  }
  logger.info(
    { bot: bot.botInfo.username, mode: config.BOT_WEBHOOK_URL ? "webhook" : "polling" },
    "Telegram bot started",
  );
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const timer = setTimeout(() => {
    logger.error("shutdown timed out; exiting");
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  clearInterval(sweeper);
  if (runner?.isRunning()) await runner.stop();
  await telegram?.delivery.stop();
  await app.close();
  await db.destroy();
  logger.info("stopped");
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
