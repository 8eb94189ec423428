import { type LoadWindow, percentile } from "./process-stats.ts";

/** The shared load shape of `npm run bench:peer`. */
export interface TablesLoad {
  readonly tables: number;
  readonly inFlight: number;
  readonly seconds: number;
  /** Starts sampling the server `pid` (moves and CPU per window). */
  readonly track: (pid: number, moves: () => number) => { stop(): LoadWindow[] };
}

/** What one server did under that load. */
export interface TablesResult {
  readonly moves: number;
  readonly seconds: number;
  readonly movesPerSecond: number;
  /** Milliseconds from sending a move to hearing it applied. */
  readonly p99: number;
  /** Everything that was not an applied move or a new game, by status and code (or by failure). */
  readonly errors: Readonly<Record<string, number>>;
  readonly windows: readonly LoadWindow[];
}

/**
 * Plays `tables` for `load.seconds` with `load.inFlight` moves at a time
 * against the server `pid`, skipping a table with a move in flight; `step`
 * makes one move and resolves to its latency (undefined when it was no move,
 * a new game say). Failures are counted by message.
 */
export async function driveTables<T extends { busy: boolean }>(
  pid: number,
  tables: readonly T[],
  load: TablesLoad,
  step: (table: T) => Promise<number | undefined>,
): Promise<TablesResult> {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  let moves = 0;
  let cursor = 0;
  const windows = load.track(pid, () => moves);
  const started = performance.now();
  const end = started + load.seconds * 1000;
  await Promise.all(
    Array.from({ length: load.inFlight }, async () => {
      while (performance.now() < end) {
        let table = tables[cursor++ % tables.length] as T;
        while (table.busy) table = tables[cursor++ % tables.length] as T;
        table.busy = true;
        try {
          const latency = await step(table);
          if (latency !== undefined) {
            moves++;
            latencies.push(latency);
          }
        } catch (error) {
          const key = (error as Error).message;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        } finally {
          table.busy = false;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sampled = windows.stop();
  latencies.sort((a, b) => a - b);
  return {
    moves,
    seconds,
    movesPerSecond: moves / seconds,
    p99: percentile(latencies, 99),
    errors: Object.fromEntries(errors),
    windows: sampled,
  };
}
