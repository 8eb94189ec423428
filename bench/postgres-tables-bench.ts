import { readdirSync, readFileSync } from "node:fs";
import { startApiProcess } from "../test/support/api-process.ts";
import { createScratchDatabase } from "../test/support/scratch-database.ts";
import { runOurTables } from "./peer-ours.ts";
import type { TablesResult } from "./peer-tables.ts";
import { cpuSeconds, memoryMb, trackWindows } from "./process-stats.ts";

const SECRET = "bench-secret-bench-secret-bench-secret-012345";

/** CPU seconds used so far by every process of this machine's PostgreSQL server (all its backends). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, "utf8").trim() !== "postgres") continue;
      total += cpuSeconds(Number(name));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** One row of the PostgreSQL figures: the same tables load as `bench:peer`'s REST row. */
export interface PostgresTablesRow {
  readonly processes: number;
  readonly moves_per_second: number;
  readonly p99_ms: number;
  /** CPU of the API processes per move, while the moves were made. */
  readonly api_cpu_us_per_move: number;
  /** CPU of every PostgreSQL process per move, while the moves were made. */
  readonly database_cpu_us_per_move: number;
  readonly peak_rss_mb: number;
  readonly errors: Readonly<Record<string, number>>;
}

/**
 * A `track` for every server of one load that also reads the database's CPU
 * when the first server's load starts and the last one's ends, so the
 * tables' set-up is left out of it as it is of the servers' windows.
 */
function trackWithDatabase() {
  let open = 0;
  let startedAt = 0;
  let databaseSeconds = 0;
  const track = (pid: number, moves: () => number) => {
    if (open++ === 0) startedAt = postgresCpuSeconds();
    const windows = trackWindows(pid, moves);
    return {
      stop() {
        if (--open === 0) databaseSeconds = postgresCpuSeconds() - startedAt;
        return windows.stop();
      },
    };
  };
  return { track, databaseSeconds: () => databaseSeconds };
}

/** Plays 500 tic-tac-toe tables with 50 moves in flight, split evenly over `servers`, all at once. */
async function playThrough(servers: readonly { url: string; pid: number }[], seconds: number) {
  const tracked = trackWithDatabase();
  const share = {
    tables: 500 / servers.length,
    inFlight: 50 / servers.length,
    seconds,
    track: tracked.track,
  };
  const results: TablesResult[] = await Promise.all(servers.map((s) => runOurTables(s.url, s.pid, share)));
  const windows = results.flatMap((r) => r.windows);
  const moves = windows.reduce((sum, w) => sum + w.moves, 0);
  const row: PostgresTablesRow = {
    processes: servers.length,
    moves_per_second: results.reduce((sum, r) => sum + r.movesPerSecond, 0),
    p99_ms: Math.max(...results.map((r) => r.p99)),
    api_cpu_us_per_move: (windows.reduce((sum, w) => sum + w.cpuSeconds, 0) * 1e6) / moves,
    database_cpu_us_per_move: (tracked.databaseSeconds() * 1e6) / moves,
    peak_rss_mb: Math.max(...servers.map((s) => memoryMb(s.pid).peak)),
    errors: Object.assign({}, ...results.map((r) => r.errors)),
  };
  return row;
}

/**
 * `bench:peer`'s REST load (whole tic-tac-toe games, 500 tables, 50 moves in
 * flight) on PostgreSQL and Redis: through one API process, then split over
 * two processes of one database. The database's own CPU is counted too (every
 * `postgres` process of this machine, so run it with nothing else on the
 * server).
 */
export async function runPostgresTables(databaseUrl: string, redisUrl: string, seconds: number) {
  const database = await createScratchDatabase(databaseUrl, "tables");
  const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, JWT_SECRET: SECRET };
  const a = await startApiProcess(18_381, env);
  const b = await startApiProcess(18_382, env);
  try {
    const one = await playThrough([a], seconds);
    const two = await playThrough([a, b], seconds);
    return { one, two, scaling: two.moves_per_second / one.moves_per_second };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await database.drop();
  }
}
