import { capYoungGeneration, limitHeapGrowth } from "../platform/heap-growth.ts";
import { loadConfigOrExit } from "../platform/load-config.ts";
import { createLogger } from "../platform/logger.ts";
import { createDrain, onShutdown } from "../platform/shutdown.ts";
import { leadJobs, openCore, openElection } from "../src/boot.ts";
import { parseConfig } from "../src/config.ts";
import type { HealthCheck } from "../src/core.ts";
import { createHeartbeatCheck } from "../src/messenger/health-checks.ts";
import { createApp } from "./create-app.ts";

/** `npm run start:api`: the HTTP API alone (the bot, if any, runs as `npm run start:bot`). */
const config = loadConfigOrExit(process.env, parseConfig);
limitHeapGrowth(config.HEAP_GROWING_PERCENT);
capYoungGeneration(config.YOUNG_GENERATION_MAX_MB);
const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
const core = await openCore(config, logger);
// With a token, the bot runs in its own process; report whether its outbox worker is alive.
const healthChecks: Record<string, () => Promise<HealthCheck>> = config.MESSENGER_BOT_TOKEN
  ? { outbox_worker: createHeartbeatCheck(core.messenger.lastBeat, core.now, 30_000) }
  : {};
const drain = createDrain(config.SHUTDOWN_DRAIN_MS);
const app = await createApp({ core, config, logger, healthChecks, draining: drain.draining });
const election = openElection(config, logger);
leadJobs(election, core, config, logger);
onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await drain.start();
  await election.close();
  await app.close();
  await core.close();
});
await app.listen({ host: config.HOST, port: config.PORT });
