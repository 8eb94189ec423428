import { spawn } from "node:child_process";
import { join } from "node:path";
import type { Logger } from "pino";
import type { Metrics } from "../metrics.ts";
import { readManifest } from "./backup-manifest.ts";
import { listBackups } from "./take-backup.ts";

export interface BackupSchedule {
  readonly dir: string;
  readonly intervalMs: number;
  readonly keep?: number | undefined;
  /** The backup command (`node dist/scripts/backup.js`): run as a process of its own, never on the event loop. */
  readonly command: readonly [string, ...string[]];
}

/** The last success, as the metrics show it (seconds). */
interface LastSuccess {
  at: number;
  duration: number;
}

/** The newest complete backup in the folder, so a restart neither forgets it nor backs up again at once. */
function newestIn(dir: string): LastSuccess | undefined {
  const newest = listBackups(dir).at(-1);
  if (!newest) return undefined;
  try {
    const manifest = readManifest(join(dir, newest, "manifest.json"));
    return { at: Date.parse(manifest.finished_at) / 1000, duration: manifest.duration_ms / 1000 };
  } catch {
    return undefined;
  }
}

/** Runs the command once; resolves with its last line of output (the manifest's path), rejects with its error. */
function runCommand(schedule: BackupSchedule): Promise<string> {
  const [program, ...args] = schedule.command;
  const keep = schedule.keep ? ["--keep", String(schedule.keep)] : [];
  const child = spawn(program, [...args, "--to", schedule.dir, ...keep], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk) => (out += chunk));
  child.stderr?.on("data", (chunk) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve(out.trim().split("\n").at(-1) ?? "");
      else reject(new Error(err.trim() || `the backup command ended with ${signal ?? code}`));
    });
  });
}

/**
 * Takes a backup every `intervalMs` (the first at once when none is due yet,
 * counting from the newest backup in the folder), one at a time, and shows
 * the last success in `backup_last_success_timestamp_seconds` and
 * `backup_duration_seconds`. Run it under the election: one process backs
 * up. Returns the stop function, which lets a backup in progress finish.
 */
export function startBackupSchedule(schedule: BackupSchedule, metrics: Metrics, logger: Logger) {
  let last = newestIn(schedule.dir);
  metrics.backupLastSuccess(() => last?.at ?? 0);
  metrics.backupDuration(() => last?.duration ?? 0);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const take = async () => {
    try {
      const manifestPath = await runCommand(schedule);
      const manifest = readManifest(manifestPath);
      last = { at: Date.parse(manifest.finished_at) / 1000, duration: manifest.duration_ms / 1000 };
      logger.info({ manifest: manifestPath, duration_ms: manifest.duration_ms }, "backup taken");
    } catch (error) {
      logger.error({ err: error }, "scheduled backup failed");
    }
  };
  const plan = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = take().finally(() => {
        running = undefined;
        plan(schedule.intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  plan(last ? Math.max(0, last.at * 1000 + schedule.intervalMs - Date.now()) : 0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
