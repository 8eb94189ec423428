import { createRequire } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";

/** The longest new units wait for the worker to start the log over: its busy wait, and some. */
const HOLD_MS = 200;

/**
 * The worker's script: a connection of its own to the file, and a PASSIVE
 * checkpoint every `intervalMs`, which copies what it can without waiting for
 * readers or the writer. A checkpoint beside a busy writer never copies the
 * last frames, so the log would never start over and would grow for as long
 * as the writes go on: once it holds `restartFrames`, a second PASSIVE copies
 * what the writer added meanwhile, then a RESTART checkpoint takes the write
 * lock for the few frames left (and the sync) and makes the next commit start
 * the log from the beginning (the second PASSIVE cut the lock's median
 * from 98–137 to 65–98 ms under load). Under load the log gains some 40 MB a
 * second and the writer holds its lock most of the time, so while the worker
 * waits for it, it raises `restarting` and the process holds new units back
 * (the batch in flight commits and lets the lock go). While it waits for
 * readers, writers wait too, so it waits at most 100 ms; one that fails (a
 * long reader: a backup's snapshot) backs off for 1, 2, 4… passes, up to
 * `maxSkip` (5 s), and the first that succeeds ends the back-off. Anything but
 * a busy lock ends the worker. Told to stop, it copies what it can one last time and closes.
 */
const SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 100");
const checkpoint = (mode) => db.pragma("wal_checkpoint(" + mode + ")")[0];
const restarting = workerData.restarting;
let failures = 0;
let skip = 0;
const restart = () => {
  try {
    checkpoint("PASSIVE");
    Atomics.store(restarting, 0, 1);
    return checkpoint("RESTART").busy === 0;
  } catch (error) {
    if (error.code !== "SQLITE_BUSY") throw error;
    return false;
  } finally {
    Atomics.store(restarting, 0, 0);
  }
};
const pass = () => {
  try {
    if (checkpoint("PASSIVE").log < workerData.restartFrames) return;
  } catch (error) {
    if (error.code !== "SQLITE_BUSY") throw error;
    return;
  }
  if (skip > 0) {
    skip--;
  } else if (restart()) {
    failures = 0;
  } else {
    failures++;
    skip = Math.min(2 ** (failures - 1), workerData.maxSkip) - 1;
  }
};
const timer = setInterval(pass, workerData.intervalMs);
parentPort.once("message", () => {
  clearInterval(timer);
  pass();
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** A unit is about to write: starts the worker unless it runs. Costs a counter on the hot path. */
  wake(): void;
  /** Whether a worker runs now. */
  running(): boolean;
  /**
   * While the worker waits for the write lock to start the log over, a
   * promise that resolves once it is done (at most `HOLD_MS`): new units wait
   * for it, so the lock frees as soon as the batch in flight commits. Else undefined.
   */
  restarting(): Promise<void> | undefined;
  /** Ends the worker and closes its connection; nothing starts it again. */
  stop(): Promise<void>;
}

/**
 * How often the worker checkpoints, the log size (in 4 KB frames) at which
 * it starts the log over, and how long without a write before it retires.
 */
export interface CheckpointPace {
  readonly intervalMs: number;
  readonly restartFrames: number;
  readonly idleMs: number;
}

interface RunningWorker {
  readonly exited: Promise<void>;
  retire(): void;
}

function spawnWorker(
  file: string,
  pace: CheckpointPace,
  restartFlag: Int32Array,
  onExit: (failed: boolean) => void,
): RunningWorker {
  const { intervalMs, restartFrames } = pace;
  const worker = new Worker(SCRIPT, {
    eval: true,
    workerData: {
      file,
      intervalMs,
      restartFrames,
      maxSkip: Math.max(1, Math.round(5000 / intervalMs)),
      restarting: restartFlag,
      driver: createRequire(import.meta.url).resolve("better-sqlite3"),
    },
  });
  worker.unref();
  let retiring = false;
  const exited = new Promise<void>((resolve) => {
    // A worker that ends of itself (told to stop) exits with 0; an error, even while it retires, with 1.
    worker.once("exit", (code) => {
      onExit(code !== 0);
      resolve();
    });
  });
  worker.once("error", () => {});
  return {
    exited,
    retire() {
      if (retiring) return;
      retiring = true;
      worker.ref();
      worker.postMessage("stop");
    },
  };
}

/**
 * Copies a SQLite file's write-ahead log back into the file on a worker
 * thread, so the writer's commits do not: with SQLite's automatic
 * checkpoints, the commit that crosses 1,000 WAL pages copies them and syncs
 * the file on the event loop (about 70% of commit time under load). The
 * caller turns those off; if the worker dies, `onFailure` turns them back on.
 *
 * The worker is a second Node environment (about 9 MB of the idle API's RSS), so it runs
 * only while there is something to copy: the first write starts it, and a
 * check every `idleMs` retires it once a whole period passed without a write
 * (its last pass copies the log into the file). The next write starts it
 * again.
 */
export function createWalCheckpointer(
  file: string,
  pace: CheckpointPace,
  onFailure: () => void,
): WalCheckpointer {
  let current: RunningWorker | undefined;
  let writes = 0;
  let writesAtCheck = 0;
  let ended = false;
  const restartFlag = new Int32Array(new SharedArrayBuffer(4));
  let held: Promise<void> | undefined;
  const hold = async () => {
    const until = Date.now() + HOLD_MS;
    while (Atomics.load(restartFlag, 0) === 1 && current && Date.now() < until) await sleep(1);
    held = undefined;
  };

  const start = () => {
    let retiredAt = Number.NaN;
    const worker = spawnWorker(file, pace, restartFlag, (failed) => {
      if (current === handle) current = undefined;
      Atomics.store(restartFlag, 0, 0);
      if (ended) return;
      if (failed) {
        ended = true;
        clearInterval(idleCheck);
        onFailure();
      } else if (writes !== retiredAt) {
        // A write came while it retired: the log has frames its last pass may have missed.
        start();
      }
    });
    const handle: RunningWorker = {
      exited: worker.exited,
      retire() {
        if (Number.isNaN(retiredAt)) retiredAt = writes;
        worker.retire();
      },
    };
    current = handle;
  };
  const idleCheck = setInterval(() => {
    if (current && writes === writesAtCheck) current.retire();
    writesAtCheck = writes;
  }, pace.idleMs);
  idleCheck.unref();

  return {
    wake() {
      writes++;
      if (!current && !ended) start();
    },
    running: () => current !== undefined,
    restarting() {
      if (Atomics.load(restartFlag, 0) === 0) return undefined;
      held ??= hold();
      return held;
    },
    async stop() {
      ended = true;
      clearInterval(idleCheck);
      const worker = current;
      worker?.retire();
      await worker?.exited;
    },
  };
}
