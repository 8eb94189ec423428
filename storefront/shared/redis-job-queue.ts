import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Metrics } from "../../platform/metrics.ts";
import type { JobHandlers, JobName, JobPayloads, JobQueue } from "./job-queue.ts";

/** The BullMQ queue every storefront job goes through with REDIS_URL. */
const STOREFRONT_QUEUE = "storefront-jobs";
/** Where the worker process writes its heartbeat (epoch ms). */
const heartbeatKey = (queueName: string) => `${queueName}:worker:heartbeat`;

/** Retried with exponential backoff from 1 s; failed jobs stay in Redis for inspection, done ones are trimmed. */
const JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: "exponential", delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: false,
} as const;

/** Told when a Redis connection fails (a restart): ioredis reconnects by itself, BullMQ resumes. */
export type RedisErrorListener = (error: Error) => void;

/**
 * Reports the first error of an outage only: ioredis retries every few
 * milliseconds while Redis is down, and each attempt fails again. The next
 * outage is reported once a connection is ready again.
 */
function oncePerOutage(onError: RedisErrorListener) {
  let down = false;
  return {
    report(error: Error) {
      if (!down) onError(error);
      down = true;
    },
    recovered() {
      down = false;
    },
  };
}

/**
 * BullMQ needs `maxRetriesPerRequest: null` on its connections (blocking
 * commands). Every emitter gets an `error` listener: an unheard `error` event
 * would end the process when Redis restarts.
 */
function openRedis(url: string, outage: ReturnType<typeof oncePerOutage>): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  redis.on("error", outage.report);
  redis.on("ready", outage.recovered);
  return redis;
}

/** The producer side in the service process: jobs go to Redis, `npm run storefront:worker` runs them. */
export interface RedisJobQueue extends JobQueue {
  ping(): Promise<string>;
  /** The worker process's last heartbeat, or null when none was ever written. */
  heartbeat(): Promise<number | null>;
  close(): Promise<void>;
}

/** Opens the producer over REDIS_URL (`queueName` apart, tests share one Redis). */
export function createRedisJobQueue(
  url: string,
  onError: RedisErrorListener,
  queueName = STOREFRONT_QUEUE,
): RedisJobQueue {
  const outage = oncePerOutage(onError);
  const redis = openRedis(url, outage);
  const queue = new Queue(queueName, { connection: redis });
  queue.on("error", outage.report);
  return {
    async enqueue(name, payload) {
      await queue.add(name, payload, JOB_OPTIONS);
    },
    ping: () => redis.ping(),
    async heartbeat() {
      const value = await redis.get(heartbeatKey(queueName));
      return value === null ? null : Number(value);
    },
    async close() {
      await queue.close();
      redis.disconnect();
    },
  };
}

export interface RedisWorkerOptions {
  readonly url: string;
  readonly handlers: JobHandlers;
  readonly logger: Logger;
  /** UTC hour of the daily analytics purge (a BullMQ job scheduler). */
  readonly purgeHourUtc: number;
  /** UTC hour of the daily analytics digest; absent = no digest is scheduled. */
  readonly digestHourUtc?: number;
  readonly heartbeatMs?: number;
  readonly queueName?: string;
  /** Counts each attempt's outcome in jobs_total (queue: the BullMQ queue's name). */
  readonly jobs?: Metrics["jobs"];
}

/** The worker process's side: runs every job, schedules the daily purge, writes a heartbeat. */
export async function startRedisWorker(options: RedisWorkerOptions) {
  const queueName = options.queueName ?? STOREFRONT_QUEUE;
  const outage = oncePerOutage((err) =>
    options.logger.warn({ cause: err.message }, "Redis unreachable: jobs wait until it is back"),
  );
  const redis = openRedis(options.url, outage);
  const queue = new Queue(queueName, { connection: redis });
  queue.on("error", outage.report);
  await queue.upsertJobScheduler(
    "daily-analytics-purge",
    { pattern: `0 ${options.purgeHourUtc} * * *`, tz: "UTC" },
    { name: "analytics_purge", data: {}, opts: JOB_OPTIONS },
  );
  // A scheduler id is unique in the queue: however many workers upsert it, one job runs per day.
  if (options.digestHourUtc === undefined) await queue.removeJobScheduler("daily-analytics-digest");
  else
    await queue.upsertJobScheduler(
      "daily-analytics-digest",
      { pattern: `0 ${options.digestHourUtc} * * *`, tz: "UTC" },
      { name: "analytics_digest", data: {}, opts: JOB_OPTIONS },
    );
  const workerRedis = openRedis(options.url, outage);
  const worker = new Worker(
    queueName,
    async (job) => {
      const handler = options.handlers[job.name as JobName] as (p: JobPayloads[JobName]) => Promise<void>;
      if (!handler) throw new Error(`unknown job ${job.name}`);
      await handler(job.data);
    },
    { connection: workerRedis, concurrency: 8 },
  );
  worker.on("error", outage.report);
  worker.on("completed", () => options.jobs?.inc({ queue: queueName, state: "completed" }));
  worker.on("failed", (job, err) => {
    options.jobs?.inc({ queue: queueName, state: "failed" });
    options.logger.warn({ err, job: job?.name, attempts: job?.attemptsMade }, "storefront job failed");
  });
  const beat = async () => {
    try {
      await redis.set(heartbeatKey(queueName), String(Date.now()));
    } catch (err) {
      options.logger.warn({ err }, "worker heartbeat not written");
    }
  };
  await beat();
  const timer = setInterval(beat, options.heartbeatMs ?? 5000);
  return {
    async close() {
      clearInterval(timer);
      await worker.close();
      await queue.close();
      redis.disconnect();
      workerRedis.disconnect();
    },
  };
}
