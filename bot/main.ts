import { existsSync } from "node:fs";
import { join } from "node:path";
import { run } from "@grammyjs/runner";
import { ConfigError, parseConfig } from "../src/config.ts";
import { createCore } from "../src/core.ts";
import { migrateToLatest, openDatabase } from "../src/db/open-database.ts";
import { loadOrCreateJwtSecret } from "../src/jwt-secret.ts";
import { createLogger } from "../src/logger.ts";
import { registerCommands } from "./commands.ts";
import { ALLOWED_UPDATES, createBot } from "./create-bot.ts";

/**
 * `npm run start:bot`: the bot alone, long polling, with the outbox worker.
 * The API runs in another process (`npm run start:api`) on the same SQLite
 * file; moves made there reach chats through the outbox this worker drains.
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
const token = config.MESSENGER_BOT_TOKEN;
if (!token) {
  process.stderr.write("MESSENGER_BOT_TOKEN is not set: the Telegram bot is off.\n");
  process.exit(78);
}
if (config.BOT_WEBHOOK_URL) {
  process.stderr.write(
    "BOT_WEBHOOK_URL is set: the webhook is served by the API process, so run `npm start` (API and bot in one process), or unset it to poll.\n",
  );
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
const { bot, delivery } = createBot(token, { core, config, logger });
await bot.init().catch((error: unknown) => {
  logger.fatal({ err: error, apiRoot: config.TELEGRAM_API_ROOT }, "the bot could not reach Telegram (getMe)");
  process.exit(1);
});
await registerCommands(bot.api);
await bot.api.deleteWebhook();
delivery.start();
const runner = run(bot, { runner: { fetch: { allowed_updates: ALLOWED_UPDATES } } });
logger.info({ bot: bot.botInfo.username, mode: "polling" }, "bot started");

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
  if (runner.isRunning()) await runner.stop();
  await delivery.stop();
  await db.destroy();
  logger.info("stopped");
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
