import { GrammyError } from "grammy";
import type { Logger } from "pino";
import type { LaneJob } from "./lane-job.ts";
import { createLanePump } from "./lane-pump.ts";
import { createLaneTable, type Lane, type Waiting } from "./lane-table.ts";
import { MessageBusy } from "./message-busy.ts";
import type { Pacer } from "./pacer.ts";

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

export interface LanesOptions {
  readonly pacer: Pacer;
  readonly now: () => number;
  readonly logger: Logger;
  /** Jobs running at once over all chats (renders and uploads overlap). */
  readonly concurrency: number;
}

/** The part of a group's minute and of the bot's second that watched games' edits may fill. */
const WATCH_SHARE = 0.5;

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

/** Holds the lane back after a 429 (for its retry_after) or a busy message; false for any other failure. */
async function heldBack(lane: Lane, error: unknown, { pacer, now, logger }: LanesOptions): Promise<boolean> {
  const retryMs = retryAfterMs(error);
  if (retryMs !== undefined) {
    logger.info({ chatId: lane.chatId, retryMs }, "429 from Telegram; the chat's lane waits");
    await pacer.hold(lane.chatId, retryMs).catch(() => undefined);
    lane.notBefore = now() + retryMs;
    return true;
  }
  if (error instanceof MessageBusy) {
    lane.notBefore = now() + BUSY_RETRY_MS;
    return true;
  }
  return false;
}

/** Whether the pacer lets the lane write now; if not, the lane is held back for the wait it names. */
async function paced(lane: Lane, watch: boolean, { pacer, now, logger }: LanesOptions): Promise<boolean> {
  const wait = await pacer.tryTake(lane.chatId, watch ? WATCH_SHARE : 1).catch((error: unknown) => {
    logger.warn({ err: error }, "pacer unavailable; the lane waits a second");
    return 1000;
  });
  if (wait > 0) lane.notBefore = now() + wait;
  return wait <= 0;
}

/**
 * One lane per chat, each a FIFO of jobs, served round-robin: a chat held
 * back by its own pace, its group window or a 429's retry_after is skipped,
 * never waited on, so it delays no other chat. The pacer decides when a
 * chat may be written; the lanes only ask it and never sleep in line.
 */
export function createLanes(options: LanesOptions): Lanes {
  const { now } = options;
  const table = createLaneTable();
  const pump = createLanePump(offer, () => table.nextWakeAt(), now);
  let inflight = 0;
  let settled: (() => void)[] = [];

  async function runHead(lane: Lane, waiting: Waiting): Promise<void> {
    try {
      await waiting.job.run();
      table.finish(lane, waiting);
    } catch (error) {
      if (!(await heldBack(lane, error, options))) table.finish(lane, waiting, error);
    } finally {
      lane.running = false;
      inflight--;
      table.dropIfEmpty(lane);
      const waiters = settled;
      settled = [];
      for (const wake of waiters) wake();
      void pump.pump();
    }
  }

  /**
   * Starts every job that may run now, round-robin from the lane served
   * longest ago: played games' jobs first, then watched games' jobs with
   * what is left.
   */
  async function offer(): Promise<void> {
    await offerHeads(false);
    await offerHeads(true);
  }

  /** Starts the lanes whose next job is (or is not) a watched game's, while the concurrency allows. */
  async function offerHeads(watch: boolean): Promise<void> {
    for (const lane of table.inOrder()) {
      if (inflight >= options.concurrency) return;
      const head = lane.queue[0];
      if (lane.running || !head || Boolean(head.job.watch) !== watch || lane.notBefore > now()) continue;
      if (!(await paced(lane, watch, options))) continue;
      table.served(lane);
      lane.running = true;
      inflight++;
      void runHead(lane, head);
    }
  }

  return {
    submit(job) {
      return new Promise<void>((resolve, reject) => {
        table.add(job, { resolve, reject });
        void pump.pump();
      });
    },
    async delayOf(chatId) {
      await pump.current;
      const lane = table.get(chatId);
      return lane && !lane.running ? Math.max(0, lane.notBefore - now()) : 0;
    },
    async drain() {
      for (;;) {
        await pump.pump();
        if (inflight === 0) return;
        await new Promise<void>((resolve) => settled.push(resolve));
      }
    },
    start: () => pump.start(),
    stop: () => pump.stop(),
    get size() {
      return table.size;
    },
    get waitingChats() {
      return table.waitingChats;
    },
  };
}
