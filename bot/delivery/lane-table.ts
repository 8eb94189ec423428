import type { LaneJob } from "./lane-job.ts";

/** How a job's submitter hears that it (or the waiting job it merged into) ran. */
interface Settle {
  resolve(): void;
  reject(error: unknown): void;
}

/** A job waiting in its lane, with everyone to settle when it has run. */
export interface Waiting {
  readonly job: LaneJob;
  readonly settle: Settle[];
}

/** One chat's queue: its head runs when the chat may be written. */
export interface Lane {
  readonly chatId: string;
  readonly queue: Waiting[];
  notBefore: number;
  running: boolean;
}

export type LaneTable = ReturnType<typeof createLaneTable>;

/** Where a new job goes in a queue: a watched game's at the end, a played game's before every waiting watched one. */
function placeOf(queue: readonly Waiting[], from: number, job: LaneJob): number {
  if (job.watch) return queue.length;
  const firstWatch = queue.findIndex((w, i) => i >= from && w.job.watch);
  return firstWatch === -1 ? queue.length : firstWatch;
}

/** The chats' lanes in round-robin order, and the jobs they hold. */
export function createLaneTable() {
  // Insertion order is the round-robin order: a lane that was served moves to the back.
  const lanes = new Map<string, Lane>();
  let size = 0;

  return {
    get: (chatId: string) => lanes.get(chatId),
    /** The lanes, served longest ago first (a copy: serving one reorders them). */
    inOrder: () => [...lanes.values()],
    /** Queues a job in its chat's lane, or merges it into a waiting (not running) job with the same key. */
    add(job: LaneJob, settle: Settle): void {
      let lane = lanes.get(job.chatId);
      if (!lane) {
        lane = { chatId: job.chatId, queue: [], notBefore: 0, running: false };
        lanes.set(job.chatId, lane);
      }
      const from = lane.running ? 1 : 0;
      const same =
        job.key === undefined ? undefined : lane.queue.slice(from).find((w) => w.job.key === job.key);
      if (same) same.settle.push(settle);
      else {
        const place = placeOf(lane.queue, from, job);
        lane.queue.splice(place, 0, { job, settle: [settle] });
        size++;
        // The wait was a watched edit's, within its smaller share: a played job asks the pacer afresh.
        if (place === 0 && !job.watch) lane.notBefore = 0;
      }
    },
    /** Moves a lane that starts a job to the back of the round. */
    served(lane: Lane): void {
      lanes.delete(lane.chatId);
      lanes.set(lane.chatId, lane);
    },
    /** Takes the head job off its lane and settles it and every job merged into it. */
    finish(lane: Lane, waiting: Waiting, error?: unknown): void {
      lane.queue.shift();
      size--;
      for (const s of waiting.settle) error === undefined ? s.resolve() : s.reject(error);
    },
    /** Forgets a lane with nothing left in it. */
    dropIfEmpty(lane: Lane): void {
      if (lane.queue.length === 0) lanes.delete(lane.chatId);
    },
    /** When the earliest held-back lane with a waiting job may write (Infinity: there is none). */
    nextWakeAt(): number {
      let next = Number.POSITIVE_INFINITY;
      for (const lane of lanes.values()) {
        if (!lane.running && lane.queue.length > 0) next = Math.min(next, lane.notBefore);
      }
      return next;
    },
    /** Jobs waiting or running, over all chats. */
    get size() {
      return size;
    },
    /** Chats with a job waiting (not running) in their lane. */
    get waitingChats() {
      let waiting = 0;
      for (const lane of lanes.values()) if (lane.queue.length > (lane.running ? 1 : 0)) waiting++;
      return waiting;
    },
  };
}
