import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { idBytes } from "../src/db/compact-id.ts";
import { type RunningServer, startApiProcess } from "../test/support/api-process.ts";
import { pause } from "../test/support/chaos-clients.ts";
import { freePort } from "../test/support/ports.ts";
import { rollUntilGone } from "../test/support/roll-until-gone.ts";
import { startTwoPlayerGames } from "../test/support/started-games.ts";
import { captionOf, writeFigureBlocks } from "./figure-blocks.ts";
import { type BackupFigures, backupBlock, printBackupBench } from "./figures/backup-figures.ts";
import { runOurTables } from "./peer-ours.ts";
import type { TablesLoad } from "./peer-tables.ts";
import { median } from "./process-stats.ts";

const run = promisify(execFile);
type Env = Record<string, string>;
/** The peer load of peer-comparison.ts: whole tic-tac-toe games on 500 tables, 50 moves in flight. */
const PEER_LOAD = { tables: 500, inFlight: 50 };
/** SQLite files only: a caller's DATABASE_URL or REDIS_URL (`npm run bench`'s scale-out) must not reach these processes. */
const SQLITE_ONLY = { DATABASE_URL: "", REDIS_URL: "" };
/** Filler rows per transaction while the database grows (some 25 MB of table and index). */
const FILL_BATCH = 100_000;
/** The pause between rounds, for the checkpoint worker to copy the log a backup's snapshot held back. */
const SETTLE_MS = 20_000;

/** The peer load for `seconds`, with its running count of moves and the time it ended (∞ while it runs). */
function peerLoad(url: string, pid: number, seconds: number) {
  let moves = () => 0;
  let endedAt = Number.POSITIVE_INFINITY;
  // runOurTables hands its move counter to `track` as autocannon starts, and stops it as autocannon ends.
  const track: TablesLoad["track"] = (_pid, count) => {
    moves = count;
    return {
      stop: () => {
        endedAt = performance.now();
        return [];
      },
    };
  };
  const done = runOurTables(url, pid, { ...PEER_LOAD, seconds, track });
  return { done, moves: () => moves(), endedAt: () => endedAt };
}

/** Appends `bench_filler` rows to the SQLite file until it holds `mb`. */
function fill(file: string, mb: number): void {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("cache_size = -262144");
    db.exec("create table bench_filler (id integer primary key, k blob not null, v blob not null)");
    db.exec("create index bench_filler_k on bench_filler (k)");
    const insert = db.prepare("insert into bench_filler (k, v) values (?, ?)");
    const batch = db.transaction(() => {
      for (let i = 0; i < FILL_BATCH; i++) insert.run(randomBytes(16), randomBytes(200));
    });
    const pageSize = db.pragma("page_size", { simple: true }) as number;
    const bytes = () => (db.pragma("page_count", { simple: true }) as number) * pageSize;
    while (bytes() < mb * 1024 * 1024) batch();
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}

/**
 * The game database of this bench, `mb` in all. What it is made of: the
 * peer load's real games for 5 s (some 1,500 games, 10,000 moves with their
 * audit entries and keys: a few MB), then `bench_filler`, a table shaped like
 * the audit log (a rowid table, a random 16-byte key in an index of its own,
 * 200 random bytes a row) up to `mb`: for 1,024 MB, 4 million rows, 0.97 GB
 * of table and 0.11 GB of index. Built once and kept in the temp dir, like
 * seed-analytics.ts's seeded file, so reruns skip the few minutes it takes.
 */
async function grownDatabase(mb: number): Promise<string> {
  const file = join(tmpdir(), `backup-bench-${mb}mb.db`);
  if (existsSync(file)) return file;
  const dir = mkdtempSync(join(tmpdir(), "backup-bench-seed-"));
  try {
    const api = await startApiProcess(await freePort(), { DATA_DIR: dir, ...SQLITE_ONLY });
    try {
      await peerLoad(api.url, api.pid, 5).done;
    } finally {
      await api.stop();
    }
    fill(join(dir, "app.db"), mb);
    renameSync(join(dir, "app.db"), file);
    return file;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `dist/scripts/backup.js --to` a new folder, as an operator runs it: its wall time and its manifest. */
async function backup(env: Env) {
  const to = mkdtempSync(join(tmpdir(), "backup-bench-out-"));
  const started = performance.now();
  const { stdout } = await run(process.execPath, ["dist/scripts/backup.js", "--to", to], {
    env: { ...process.env, ...env },
  });
  const manifest = stdout.trim().split("\n").at(-1) as string;
  return { seconds: (performance.now() - started) / 1000, manifest, to };
}

/** `dist/scripts/restore.js` of `manifest` into a fresh data folder: its wall time (checks, copy and renames). */
async function restore(manifest: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "backup-bench-restored-"));
  const started = performance.now();
  await run(process.execPath, ["dist/scripts/restore.js", manifest, "--data-dir", dataDir]);
  return { seconds: (performance.now() - started) / 1000, dataDir };
}

type Move = { readonly gameId: string; readonly actionId: string };

/**
 * The loss check's moves: pig rolls on 2 games of their own, one at a time
 * on each (rollUntilGone, as the restore drill does), from now until the API
 * stops. The peer load's clients keep no action ids; these are acknowledged
 * by the same process under the same load.
 */
async function startWitness(url: string) {
  const games = await startTwoPlayerGames(url, 2);
  const ids = new Map(games.map((g) => [g.id, new Set<string>()]));
  const rolling = Promise.all(games.map((g) => rollUntilGone(url, g, ids.get(g.id) as Set<string>)));
  const acknowledged = (): Move[] =>
    [...ids].flatMap(([gameId, set]) => [...set].map((actionId) => ({ gameId, actionId })));
  return { rolling, acknowledged };
}

/** How many of `moves` the game database `file` lacks, looked up in its action log by game and action id. */
function missing(file: string, moves: readonly Move[]): number {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const find = db.prepare("select 1 from game_actions where game_id = ? and action_id = ?");
    return moves.filter((m) => !find.get(m.gameId, idBytes(m.actionId))).length;
  } finally {
    db.close();
  }
}

const rate = (from: { moves: number; at: number }, to: { moves: number; at: number }) =>
  (to.moves - from.moves) / ((to.at - from.at) / 1000);

/**
 * One round of the peer load, once it has run 1 s: its move rate for
 * `seconds` alone, then its rate over a backup's whole run (the load lasts
 * `loadSeconds`, long enough for both). Both windows are of one load, so they
 * share its tables, its warm-up and the machine's mood. The witness's moves
 * acknowledged when the backup started are looked up in the backup's app.db.
 */
async function oneRound(
  api: RunningServer,
  env: Env,
  seconds: number,
  loadSeconds: number,
  witness: Witness,
) {
  const load = peerLoad(api.url, api.pid, loadSeconds);
  while (load.moves() === 0) await pause(20);
  await pause(1000);
  const alone = { moves: load.moves(), at: performance.now() };
  await pause(seconds * 1000);
  const start = { moves: load.moves(), at: performance.now() };
  const before = witness.acknowledged();
  const taken = await backup(env);
  // Should the load end first, the rate is of the part of the backup it covered (reported as `load_covered`).
  const end = { moves: load.moves(), at: Math.min(performance.now(), load.endedAt()) };
  const { errors } = await load.done;
  return {
    backup: taken,
    alone: rate(alone, start),
    during: rate(start, end),
    covered: (end.at - start.at) / 1000 / taken.seconds,
    errors,
    before,
    lost: missing(join(dirname(taken.manifest), "app.db"), before),
  };
}

type Witness = Awaited<ReturnType<typeof startWitness>>;
type Round = Awaited<ReturnType<typeof oneRound>>;

/**
 * The API over a copy of the grown database: a backup with no load first
 * (it sets the load's length), then `rounds` rounds, `SETTLE_MS` apart (real
 * backups are hours apart, not seconds). Backup folders go in `scratch`.
 */
async function backupsUnderLoad(env: Env, seconds: number, rounds: number, scratch: string[]) {
  const api = await startApiProcess(await freePort(), env);
  let witness: Witness | undefined;
  try {
    const idle = await backup(env);
    rmSync(idle.to, { recursive: true, force: true });
    // The load's 1 s start, its window alone, then the backup: on 2 busy cores up to 5 times its time alone, and 10 s.
    const loadSeconds = Math.ceil(1 + seconds + 5 * idle.seconds + 10);
    witness = await startWitness(api.url);
    const done: Round[] = [];
    for (let i = 0; i < rounds; i++) {
      const previous = done.at(-1);
      if (previous) {
        // Only the last backup is restored: an earlier one goes once checked, its gigabyte out of the page cache.
        rmSync(previous.backup.to, { recursive: true, force: true });
        await pause(SETTLE_MS);
      }
      const round = await oneRound(api, env, seconds, loadSeconds, witness);
      scratch.push(round.backup.to);
      done.push(round);
    }
    return { idleSeconds: idle.seconds, done };
  } finally {
    await api.stop();
    await witness?.rolling;
  }
}

/**
 * Issue 38's figures: backups of a game database of `mb` (1 GB by default)
 * while the peer load runs, each round's move rate during the backup over
 * its rate alone (the median of `rounds` rounds reported), the backups' and
 * the restore's wall times, and the moves acknowledged before a backup that
 * the backup's file, or the restore of the last one, lacks (target: none).
 */
export async function runBackupBench(seconds: number, rounds: number, mb: number): Promise<BackupFigures> {
  const seed = await grownDatabase(mb);
  const dataDir = mkdtempSync(join(tmpdir(), "backup-bench-data-"));
  const scratch = [dataDir];
  try {
    copyFileSync(seed, join(dataDir, "app.db"));
    const env = { DATA_DIR: dataDir, ...SQLITE_ONLY };
    const { idleSeconds, done } = await backupsUnderLoad(env, seconds, rounds, scratch);
    const last = done.at(-1) as Round;
    const restored = await restore(last.backup.manifest);
    scratch.push(restored.dataDir);
    const lostInRestore = missing(join(restored.dataDir, "app.db"), last.before);
    const ratios = done.map((r) => r.during / r.alone);
    return {
      file_mb: statSync(join(restored.dataDir, "app.db")).size / 1024 / 1024,
      backup_seconds_without_load: idleSeconds,
      rounds: done.map((r, i) => ({
        backup_seconds: r.backup.seconds,
        moves_per_second_alone: r.alone,
        moves_per_second_during: r.during,
        ratio: ratios[i] as number,
        load_covered: r.covered,
        acknowledged_before_backup: r.before.length,
        lost: r.lost,
        load_errors: r.errors,
      })),
      ratio: median(ratios),
      backup_seconds_max: Math.max(...done.map((r) => r.backup.seconds)),
      restore_seconds: restored.seconds,
      lost: done.reduce((n, r) => n + r.lost, lostInRestore),
      lost_in_restore: lostInRestore,
      restore_checked: last.before.length,
    };
  } finally {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("backup-bench.ts")) {
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  const result = await runBackupBench(
    Number(process.env.BENCH_SECONDS ?? 5),
    Number(process.env.BENCH_BACKUP_ROUNDS ?? 2),
    Number(process.env.BENCH_BACKUP_MB ?? 1024),
  );
  printBackupBench(result);
  writeFigureBlocks({ "docs/benchmarks.md": [backupBlock(result, captionOf("npm run bench:backup"))] });
}
