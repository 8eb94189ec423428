import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * The worker's script: a connection of its own to the file, and a PASSIVE
 * checkpoint every `intervalMs`, which copies what it can without waiting for
 * readers or the writer. A checkpoint beside a busy writer never copies the
 * last frames, so the log would never start over and would grow for as long
 * as the writes go on: once it holds `restartFrames`, a RESTART checkpoint
 * takes the write lock for the few frames left (the writer waits on its busy
 * timeout) and makes the next commit start the log from the beginning. A
 * busy lock is simply tried again next time; anything else ends the worker.
 */
const SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 1000");
const checkpoint = (mode) => db.pragma("wal_checkpoint(" + mode + ")")[0];
const timer = setInterval(() => {
  try {
    if (checkpoint("PASSIVE").log >= workerData.restartFrames) checkpoint("RESTART");
  } catch (error) {
    if (error.code !== "SQLITE_BUSY") throw error;
  }
}, workerData.intervalMs);
parentPort.once("message", () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** Ends the worker and closes its connection. */
  stop(): Promise<void>;
}

/** How often the worker checkpoints, and the log size (in 4 KB frames) at which it starts the log over. */
export interface CheckpointPace {
  readonly intervalMs: number;
  readonly restartFrames: number;
}

/**
 * Copies a SQLite file's write-ahead log back into the file on a worker
 * thread, so the writer's commits do not: with SQLite's automatic
 * checkpoints, the commit that crosses 1,000 WAL pages copies them and syncs
 * the file on the event loop (about 70% of commit time under load). The
 * caller turns those off; if the worker dies, `onFailure` turns them back on.
 */
export function startWalCheckpointer(
  file: string,
  pace: CheckpointPace,
  onFailure: () => void,
): WalCheckpointer {
  const worker = new Worker(SCRIPT, {
    eval: true,
    workerData: { file, ...pace, driver: createRequire(import.meta.url).resolve("better-sqlite3") },
  });
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    worker.once("exit", () => {
      if (!stopping) onFailure();
      resolve();
    });
  });
  worker.once("error", () => {});
  return {
    async stop() {
      if (stopping) return exited;
      stopping = true;
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}
