import { memoryStoreCheck, workerCheck } from "../shared/dependency-checks.ts";
import { createEmbeddedJobQueue, type EmbeddedJobQueue } from "../shared/embedded-job-queue.ts";
import type { HealthCheck } from "../shared/health.ts";
import type { JobHandlers, JobQueue } from "../shared/job-queue.ts";
import { createRedisJobQueue } from "../shared/redis-job-queue.ts";
import type { StorefrontProcess } from "./storefront-process.ts";

export interface OpenJobQueue {
  readonly queue: JobQueue;
  /** The in-process queue and its worker; null with REDIS_URL. */
  readonly embedded: EmbeddedJobQueue | null;
  /** What a service that queues jobs depends on: the memory store, and a worker's heartbeat. */
  readonly checks: readonly HealthCheck[];
  close(): Promise<void>;
}

/**
 * With REDIS_URL the jobs go to BullMQ and `npm run storefront:worker` runs
 * them; otherwise an in-process queue runs them here with `handlers`.
 */
export function openJobQueue(proc: StorefrontProcess, handlers: JobHandlers): OpenJobQueue {
  const { config, logger } = proc;
  const staleSeconds = config.STOREFRONT_WORKER_STALE_SECONDS;
  if (config.REDIS_URL) {
    const redis = createRedisJobQueue(config.REDIS_URL, (err) =>
      logger.warn({ cause: err.message }, "Redis unreachable: jobs are queued once it is back"),
    );
    return {
      queue: redis,
      embedded: null,
      checks: [memoryStoreCheck(() => redis.ping()), workerCheck(() => redis.heartbeat(), staleSeconds)],
      close: () => redis.close(),
    };
  }
  const embedded = createEmbeddedJobQueue({ logger, jobs: proc.metrics.jobs, handlers });
  return {
    queue: embedded,
    embedded,
    checks: [memoryStoreCheck(null), workerCheck(async () => embedded.heartbeat(), staleSeconds)],
    close: async () => embedded.stop(),
  };
}
