import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the whole line.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A process's peak resident set (VmHWM) and current one (VmRSS), in MB. */
export function memoryMb(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { peak: kb("VmHWM") / 1024, now: kb("VmRSS") / 1024 };
}

/** Bytes of the files in `dir` whose names start with `prefix` (a SQLite file with its -wal and -shm). */
export function filesBytes(dir: string, prefix: string): number {
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

/** One sampling window of a load: moves applied and server CPU seconds spent in it. */
export interface LoadWindow {
  readonly seconds: number;
  readonly moves: number;
  readonly cpuSeconds: number;
  /** The size of the watched file (a SQLite WAL) when the window closed; NaN when none is watched. */
  readonly fileBytes: number;
}

/** What `trackWindows` samples besides moves and CPU, and how often. */
export interface TrackOptions {
  readonly everyMs?: number;
  /** A file whose size each window records (the database's WAL); absent counts as 0 bytes. */
  readonly watch?: string;
}

const sizeOf = (file: string | undefined) =>
  file === undefined ? Number.NaN : existsSync(file) ? statSync(file).size : 0;

/**
 * Samples `moves()` and the server's CPU every `everyMs` (10 s); `stop()` closes the
 * last window and returns them all, without a last sliver shorter than half a
 * window (the load's tail after its last full window).
 */
export function trackWindows(
  pid: number,
  moves: () => number,
  { everyMs = 10_000, watch }: TrackOptions = {},
) {
  const windows: LoadWindow[] = [];
  let last = { at: performance.now(), moves: moves(), cpu: cpuSeconds(pid) };
  const close = () => {
    const now = { at: performance.now(), moves: moves(), cpu: cpuSeconds(pid) };
    windows.push({
      seconds: (now.at - last.at) / 1000,
      moves: now.moves - last.moves,
      cpuSeconds: now.cpu - last.cpu,
      fileBytes: sizeOf(watch),
    });
    last = now;
  };
  const timer = setInterval(close, everyMs);
  return {
    stop(): LoadWindow[] {
      clearInterval(timer);
      close();
      return windows.filter((w) => w.seconds >= everyMs / 2000);
    },
  };
}

/** Sorted-sample percentile. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
