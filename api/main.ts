import { existsSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, parseConfig } from "../src/config.ts";
import { createCore, type HealthCheck } from "../src/core.ts";
import { migrateToLatest, openDatabase } from "../src/db/open-database.ts";
import { loadOrCreateJwtSecret } from "../src/jwt-secret.ts";
import { createLogger } from "../src/logger.ts";
import { createHeartbeatCheck } from "../src/messenger/health-checks.ts";
import { createApp } from "./create-app.ts";

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
// With a token, the bot runs in its own process (npm run start:bot); report whether its worker is alive.
const healthChecks: Record<string, () => Promise<HealthCheck>> = config.MESSENGER_BOT_TOKEN
  ? { outbox_worker: createHeartbeatCheck(db, core.now, 30_000) }
  : {};
const app = await createApp({ core, config, logger, healthChecks });

// Turn deadlines live in the database; this sweep applies timeouts that fell due.
const sweeper = setInterval(() => {
  core.games.expireDueTurns().catch((error) => logger.error({ err: error }, "turn sweep failed"));
}, 1000);
sweeper.unref();

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
  await app.close();
  await db.destroy();
  logger.info("stopped");
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ host: config.HOST, port: config.PORT });
