import type { LoadWindow } from "./process-stats.ts";

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
