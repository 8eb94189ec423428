import { GrammyError } from "grammy";
import type { Logger } from "pino";
import { MessageBusy } from "./message-busy.ts";
import type { Pacer } from "./pacer.ts";

/** One write (or a few that belong together) to one chat. */
export interface LaneJob {
  readonly chatId: string;
  /**
   * Jobs with the same key waiting in one lane collapse into the first: it
   * reads the current state when it runs, so it stands for every later one.
   */
  readonly key?: string;
  run(): Promise<void>;
}

/** Per-chat queues served fairly under one pacer. */
export interface Lanes {
  /** Queues a job in its chat's lane; settles when it, or the waiting job it merged into, has run. */
  submit(job: LaneJob): Promise<void>;
  /** The ms this chat's lane is held back for (0 when it may write now), after the jobs in hand are offered. */
  delayOf(chatId: string): Promise<number>;
  /** Runs every job that may run now; returns when none is left that may. */
  drain(): Promise<void>;
  /** From now on, wakes by itself when a held-back lane may write again. */
  start(): void;
  stop(): void;
  /** Jobs waiting or running, over all chats. */
  readonly size: number;
  /** Chats with a job waiting (not running) in their lane: held back by their pace, a 429, or the concurrency. */
  readonly waitingChats: number;
}

interface Waiting {
  readonly job: LaneJob;
  readonly settle: { resolve(): void; reject(error: unknown): void }[];
}

interface Lane {
  readonly chatId: string;
  readonly queue: Waiting[];
  notBefore: number;
  running: boolean;
}

export interface LanesOptions {
  readonly pacer: Pacer;
  readonly now: () => number;
  readonly logger: Logger;
  /** Jobs running at once over all chats (renders and uploads overlap). */
  readonly concurrency: number;
}

/** Another worker holds the message: try again soon. */
const BUSY_RETRY_MS = 200;

/** Marks a promise handled now, for callers that await it only after other awaits. */
export function awaitLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

const retryAfterMs = (error: unknown) =>
  error instanceof GrammyError && error.error_code === 429
    ? Math.max(1, error.parameters.retry_after ?? 1) * 1000
    : undefined;

/**
 * One lane per chat, each a FIFO of jobs, served round-robin: a chat held
 * back by its own pace, its group window or a 429's retry_after is skipped,
 * never waited on, so it delays no other chat. The pacer decides when a
 * chat may be written; the lanes only ask it and never sleep in line.
 */
export function createLanes(options: LanesOptions): Lanes {
  const { pacer, now, logger } = options;
  // Insertion order is the round-robin order: a lane that was served moves to the back.
  const lanes = new Map<string, Lane>();
  let inflight = 0;
  let size = 0;
  let pumping: Promise<void> | undefined;
  let again = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let settled: (() => void)[] = [];

  function finish(lane: Lane, waiting: Waiting, error?: unknown): void {
    lane.queue.shift();
    size--;
    for (const s of waiting.settle) error === undefined ? s.resolve() : s.reject(error);
  }

  async function runHead(lane: Lane, waiting: Waiting): Promise<void> {
    try {
      await waiting.job.run();
      finish(lane, waiting);
    } catch (error) {
      const retryMs = retryAfterMs(error);
      if (retryMs !== undefined) {
        logger.info({ chatId: lane.chatId, retryMs }, "429 from Telegram; the chat's lane waits");
        await pacer.hold(lane.chatId, retryMs).catch(() => undefined);
        lane.notBefore = now() + retryMs;
      } else if (error instanceof MessageBusy) {
        lane.notBefore = now() + BUSY_RETRY_MS;
      } else {
        finish(lane, waiting, error);
      }
    } finally {
      lane.running = false;
      inflight--;
      if (lane.queue.length === 0) lanes.delete(lane.chatId);
      const waiters = settled;
      settled = [];
      for (const wake of waiters) wake();
      void pump();
    }
  }

  /** Starts every job that may run now, round-robin from the lane served longest ago. */
  async function offer(): Promise<void> {
    for (const lane of [...lanes.values()]) {
      if (inflight >= options.concurrency) return;
      if (lane.running || lane.queue.length === 0 || lane.notBefore > now()) continue;
      const wait = await pacer.tryTake(lane.chatId).catch((error: unknown) => {
        logger.warn({ err: error }, "pacer unavailable; the lane waits a second");
        return 1000;
      });
      if (wait > 0) {
        lane.notBefore = now() + wait;
        continue;
      }
      lanes.delete(lane.chatId);
      lanes.set(lane.chatId, lane);
      lane.running = true;
      inflight++;
      void runHead(lane, lane.queue[0] as Waiting);
    }
  }

  /** Offers jobs until nothing changed meanwhile; callers during a pass make it go round again. */
  function pump(): Promise<void> {
    again = true;
    pumping ??= (async () => {
      try {
        while (again) {
          again = false;
          await offer();
        }
        arm();
      } finally {
        pumping = undefined;
      }
    })();
    return pumping;
  }

  function arm(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!started) return;
    let next = Number.POSITIVE_INFINITY;
    for (const lane of lanes.values()) {
      if (!lane.running && lane.queue.length > 0) next = Math.min(next, lane.notBefore);
    }
    if (next === Number.POSITIVE_INFINITY) return;
    timer = setTimeout(() => void pump(), Math.max(0, next - now()));
    timer.unref();
  }

  return {
    submit(job) {
      return new Promise<void>((resolve, reject) => {
        let lane = lanes.get(job.chatId);
        if (!lane) {
          lane = { chatId: job.chatId, queue: [], notBefore: 0, running: false };
          lanes.set(job.chatId, lane);
        }
        const from = lane.running ? 1 : 0;
        const same =
          job.key === undefined ? undefined : lane.queue.slice(from).find((w) => w.job.key === job.key);
        if (same) same.settle.push({ resolve, reject });
        else {
          lane.queue.push({ job, settle: [{ resolve, reject }] });
          size++;
        }
        void pump();
      });
    },
    async delayOf(chatId) {
      await pumping;
      const lane = lanes.get(chatId);
      return lane && !lane.running ? Math.max(0, lane.notBefore - now()) : 0;
    },
    async drain() {
      for (;;) {
        await pump();
        if (inflight === 0) return;
        await new Promise<void>((resolve) => settled.push(resolve));
      }
    },
    start() {
      started = true;
      arm();
    },
    stop() {
      started = false;
      arm();
    },
    get size() {
      return size;
    },
    get waitingChats() {
      let waiting = 0;
      for (const lane of lanes.values()) if (lane.queue.length > (lane.running ? 1 : 0)) waiting++;
      return waiting;
    },
  };
}
