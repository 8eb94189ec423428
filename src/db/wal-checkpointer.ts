import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * The worker's script: a connection of its own to the file, and a PASSIVE
 * checkpoint every `intervalMs`, which copies what it can without waiting for
 * readers or the writer. A busy checkpoint lock (another process is
 * checkpointing) is simply retried next time; anything else ends the worker.
 */
const SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
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

/**
 * Copies a SQLite file's write-ahead log back into the file on a worker
 * thread, so the writer's commits never pay for it: with SQLite's automatic
 * checkpoints, the commit that crosses 1,000 WAL pages copies them and syncs
 * the file on the event loop (about 70% of commit time under load). The
 * caller turns those off; if the worker dies, `onFailure` turns them back on.
 */
export function startWalCheckpointer(
  file: string,
  intervalMs: number,
  onFailure: () => void,
): WalCheckpointer {
  const worker = new Worker(SCRIPT, {
    eval: true,
    workerData: { file, intervalMs, driver: createRequire(import.meta.url).resolve("better-sqlite3") },
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
