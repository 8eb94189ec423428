import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { type Door, runOurs } from "./peer-comparison.ts";
import { type LoadWindow, trackWindows } from "./process-stats.ts";

const MB = 1024 * 1024;

/** What a soak measured, as bench/results/latest.json and the figure blocks read it. */
export interface Soak {
  readonly door: Door;
  readonly seconds: number;
  readonly moves: number;
  readonly moves_per_second: number;
  readonly held_of_first_10s: number;
  readonly moves_per_cpu_second_first: number;
  readonly moves_per_cpu_second_last: number;
  /** `app.db` with its WAL and shm as the load ended. */
  readonly database_mb: number;
  readonly kb_per_move: number;
  readonly wal_peak_mb: number;
  readonly windows: readonly { moves_per_second: number; moves_per_cpu_second: number; wal_mb: number }[];
  /** What each table (its indexes included) grew by from the load's start to the server's stop, per move. */
  readonly tables: readonly { table: string; kb_per_move: number }[];
  readonly p99_ms: number;
  readonly peak_rss_mb: number;
  readonly idle_rss_mb: number;
  readonly errors: Readonly<Record<string, number>>;
}

const perCpuSecond = (w: LoadWindow | undefined) => (w ? w.moves / w.cpuSeconds : Number.NaN);

/** One 10 s window of a soak: its rate, its moves per server CPU-second, and the WAL's size as it closed. */
const windowFigures = (w: LoadWindow) => ({
  moves_per_second: w.moves / w.seconds,
  moves_per_cpu_second: perCpuSecond(w),
  wal_mb: w.fileBytes / MB,
});

/** Each table's pages, its indexes counted with it, from SQLite's `dbstat` (through the WAL while the server runs). */
function bytesByTable(file: string): { table: string; bytes: number }[] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select coalesce(s.tbl_name, d.name) as "table", sum(d.pgsize) as bytes
         from dbstat d left join sqlite_schema s on s.name = d.name
         group by 1 order by 2 desc`,
      )
      .all() as { table: string; bytes: number }[];
  } finally {
    db.close();
  }
}

const DOOR_NAMES: Readonly<Record<Door, string>> = { rest: "REST", channel: "the WebSocket channel" };

/** Prints a soak's windows and figures. */
function printSoak(soak: Soak): void {
  console.log(
    `\nSoak over ${DOOR_NAMES[soak.door]}: our API alone, ${soak.seconds} s of the same load (500 tables, 50 in flight)`,
  );
  console.table(
    soak.windows.map((w) => ({
      "moves/s": Math.round(w.moves_per_second),
      "moves per CPU-s": Math.round(w.moves_per_cpu_second),
      "WAL MB": w.wal_mb.toFixed(1),
    })),
  );
  const first = soak.moves_per_second / soak.held_of_first_10s;
  console.log(
    [
      `${soak.moves} moves at ${Math.round(soak.moves_per_second)} moves/s sustained = ${(100 * soak.held_of_first_10s).toFixed(0)}% of the first 10 s (${Math.round(first)} moves/s); p99 ${soak.p99_ms.toFixed(1)} ms`,
      `moves per server CPU-second: ${Math.round(soak.moves_per_cpu_second_first)} in the first 10 s, ${Math.round(soak.moves_per_cpu_second_last)} in the last`,
      `database (app.db + WAL + shm) at the end of the load: ${soak.database_mb.toFixed(1)} MB = ${soak.kb_per_move.toFixed(2)} KB per move; the WAL peaked at ${soak.wal_peak_mb.toFixed(1)} MB`,
      `KB per move by table (its growth from the load's start to the stop): ${soak.tables
        .filter((t) => t.kb_per_move >= 0.001)
        .map((t) => `${t.table} ${t.kb_per_move.toFixed(3)}`)
        .join(", ")}`,
      `peak RSS ${Math.round(soak.peak_rss_mb)} MB (idle after start ${Math.round(soak.idle_rss_mb)} MB); errors ${JSON.stringify(soak.errors)}`,
    ].join("\n"),
  );
}

/**
 * Our API alone for `length` seconds over `door` (REST or the channel): the
 * rate, the CPU cost and the WAL's size per 10 s window, the database per
 * move with its WAL, and which tables hold it.
 */
export async function runSoak(length: number, door: Door = "rest"): Promise<Soak> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-soak-"));
  try {
    const file = join(dataDir, "app.db");
    let atStart = new Map<string, number>();
    const r = await runOurs(length, dataDir, {
      door,
      track: (pid, moves) => {
        atStart = new Map(bytesByTable(file).map((t) => [t.table, t.bytes]));
        return trackWindows(pid, moves, { watch: `${file}-wal` });
      },
    });
    const windows = r.windows.map(windowFigures);
    const firstRate = windows[0]?.moves_per_second ?? Number.NaN;
    const soak: Soak = {
      door,
      seconds: length,
      moves: r.moves,
      moves_per_second: r.movesPerSecond,
      held_of_first_10s: r.movesPerSecond / firstRate,
      moves_per_cpu_second_first: perCpuSecond(r.windows[0]),
      moves_per_cpu_second_last: perCpuSecond(r.windows.at(-1)),
      database_mb: r.databaseBytes / MB,
      kb_per_move: r.databaseBytes / r.moves / 1024,
      wal_peak_mb: Math.max(0, ...windows.map((w) => w.wal_mb)),
      windows,
      tables: bytesByTable(file)
        .map((t) => ({
          table: t.table,
          kb_per_move: (t.bytes - (atStart.get(t.table) ?? 0)) / r.moves / 1024,
        }))
        .sort((a, b) => b.kb_per_move - a.kb_per_move),
      p99_ms: r.p99,
      peak_rss_mb: r.peakRssMb,
      idle_rss_mb: r.idleRssMb,
      errors: r.errors,
    };
    printSoak(soak);
    return soak;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
