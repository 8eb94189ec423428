import { startMetricsServer } from "../http/metrics-server.ts";
import { capYoungGeneration, limitHeapGrowth } from "../platform/heap-growth.ts";
import { loadConfigOrExit } from "../platform/load-config.ts";
import { createLogger } from "../platform/logger.ts";
import { createDrain, onShutdown } from "../platform/shutdown.ts";
import { openCore, openElection } from "../src/boot.ts";
import { parseConfig } from "../src/config.ts";
import { openTelegram, startTelegram } from "./telegram-process.ts";

/**
 * `npm run start:bot`: the bot alone, long polling, with the outbox worker.
 * The API runs in another process (`npm run start:api`) on the same SQLite
 * file; moves made there reach chats through the outbox this worker drains.
 */
const config = loadConfigOrExit(process.env, parseConfig);
limitHeapGrowth(config.HEAP_GROWING_PERCENT);
capYoungGeneration(config.YOUNG_GENERATION_MAX_MB);
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

const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
const core = await openCore(config, logger);
const telegram = await openTelegram(token, { core, config, logger });
const election = openElection(config, logger);
await startTelegram(telegram, { token, config, election, logger });
const drain = createDrain(config.SHUTDOWN_DRAIN_MS);
const probes = config.METRICS_PORT
  ? await startMetricsServer({
      host: config.HOST,
      port: config.METRICS_PORT,
      metrics: core.metrics,
      allowlist: config.METRICS_ALLOWLIST,
      draining: drain.draining,
      ready: async () => (await core.checkHealth()).database?.status === "ok",
    })
  : undefined;

onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await drain.start();
  await probes?.close();
  await election.close();
  await telegram.stop();
  await core.close();
});
