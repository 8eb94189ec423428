import type { Logger } from "pino";
import type { Metrics } from "../../platform/metrics.ts";
import type { JobHandlers, JobName, JobPayloads, JobQueue } from "./job-queue.ts";

export interface FailedJob {
  readonly name: JobName;
  readonly payload: unknown;
  readonly attempts: number;
  readonly error: string;
}

/** The in-process queue and worker (no REDIS_URL): retries with backoff, keeps failed jobs in memory. */
export interface EmbeddedJobQueue extends JobQueue {
  /** Last time the worker took a job or looked for one (epoch ms). */
  heartbeat(): number;
  failed(): readonly FailedJob[];
  /** Resolves once every queued job has finished or failed (tests). */
  drain(): Promise<void>;
  stop(): void;
}

export interface EmbeddedJobQueueOptions {
  readonly handlers: JobHandlers;
  readonly logger: Logger;
  readonly attempts?: number;
  /** First retry delay; each further one doubles. */
  readonly backoffMs?: number;
  readonly now?: () => number;
  /** Counts each attempt's outcome in jobs_total (queue "embedded"). */
  readonly jobs?: Metrics["jobs"];
}

const KEPT_FAILURES = 100;

/** Runs jobs in this process, off the request: enqueue returns at once, the job runs on a later tick. */
export function createEmbeddedJobQueue(options: EmbeddedJobQueueOptions): EmbeddedJobQueue {
  const now = options.now ?? Date.now;
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 1000;
  const failures: FailedJob[] = [];
  const running = new Set<Promise<void>>();
  const timers = new Map<NodeJS.Timeout, () => void>();
  let lastBeat = now();
  let stopped = false;
  // The worker is alive while the process is: a cheap beat keeps its health check honest.
  const beat = setInterval(() => {
    lastBeat = now();
  }, 1000);
  beat.unref();

  const run = async <N extends JobName>(name: N, payload: JobPayloads[N], attempt: number): Promise<void> => {
    lastBeat = now();
    try {
      await (options.handlers[name] as (p: JobPayloads[N]) => Promise<void>)(payload);
      options.jobs?.inc({ queue: "embedded", state: "completed" });
    } catch (error) {
      options.jobs?.inc({ queue: "embedded", state: "failed" });
      if (attempt < attempts && !stopped) {
        const delay = backoffMs * 2 ** (attempt - 1);
        options.logger.warn({ err: error, job: name, attempt }, "storefront job failed; retrying");
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            resolve();
          }, delay);
          timers.set(timer, resolve);
        });
        if (!stopped) return run(name, payload, attempt + 1);
      }
      options.logger.error({ err: error, job: name, attempt }, "storefront job failed for good");
      failures.push({ name, payload, attempts: attempt, error: (error as Error).message });
      if (failures.length > KEPT_FAILURES) failures.shift();
    }
  };

  return {
    async enqueue(name, payload) {
      const job = new Promise<void>((resolve) => setImmediate(resolve)).then(() => run(name, payload, 1));
      running.add(job);
      void job.finally(() => running.delete(job));
    },
    heartbeat: () => lastBeat,
    failed: () => failures,
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
    stop() {
      stopped = true;
      clearInterval(beat);
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
    },
  };
}
