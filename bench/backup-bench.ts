import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { idBytes } from "../src/db/compact-id.ts";
import { startApiProcess } from "../test/support/api-process.ts";
import { freePort } from "../test/support/ports.ts";
import { type StartedGame, startTwoPlayerGames } from "../test/support/started-games.ts";
import { runOurTables } from "./peer-ours.ts";
import type { TablesLoad } from "./peer-tables.ts";
import { median } from "./process-stats.ts";

const run = promisify(execFile);
type Api = Awaited<ReturnType<typeof startApiProcess>>;
const PEER_LOAD = { tables: 500, inFlight: 50 };
/** The pause between rounds, for the checkpoint worker to copy the log a backup's snapshot held back. */
const SETTLE_MS = 20_000;

/** The peer load (whole tic-tac-toe games, 50 moves in flight) for `seconds`, with its running count of moves. */
function peerLoad(url: string, pid: number, seconds: number) {
  let moves = () => 0;
  const track: TablesLoad["track"] = (_pid, count) => {
    moves = count;
    return { stop: () => [] };
  };
  const done = runOurTables(url, pid, { ...PEER_LOAD, seconds, track });
  return { done, moves: () => moves() };
}

/**
 * The game database of this bench: the peer load's real games for 5 s, then
 * a filler table shaped like the audit log (a rowid table with a 16-byte key
 * in an index of its own, 200-byte rows) up to `mb`. Kept in the temp dir
 * and reused, like the analytics bench's seeded file.
 */
async function grownDatabase(mb: number): Promise<string> {
  const file = join(tmpdir(), `backup-bench-${mb}mb.db`);
  if (existsSync(file)) return file;
  const dir = mkdtempSync(join(tmpdir(), "backup-bench-seed-"));
  const api = await startApiProcess(await freePort(), { DATA_DIR: dir });
  await peerLoad(api.url, api.pid, 5).done;
  await api.stop();
  const db = new SQLite(join(dir, "app.db"));
  db.pragma("cache_size = -262144");
  db.exec("create table bench_filler (id integer primary key, k blob not null, v blob not null)");
  db.exec("create index bench_filler_k on bench_filler (k)");
  const insert = db.prepare("insert into bench_filler (k, v) values (?, ?)");
  const batch = db.transaction(() => {
    for (let i = 0; i < 100_000; i++) insert.run(randomBytes(16), randomBytes(200));
  });
  const bytes = () => (db.pragma("page_count", { simple: true }) as number) * 4096;
  while (bytes() < mb * 1024 * 1024) batch();
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  renameSync(join(dir, "app.db"), file);
  rmSync(dir, { recursive: true, force: true });
  return file;
}

/** Pig rolls on a few games of their own, each acknowledged id with its time, until told to stop. */
function witness(url: string, games: readonly StartedGame[]) {
  const acknowledged: { gameId: string; actionId: string; at: number }[] = [];
  let running = true;
  const roll = async (game: StartedGame) => {
    while (running) {
      const actionId = randomUUID();
      const res = await fetch(`${url}/api/v1/games/${game.id}/actions`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: game.auth.get(game.mover) as string },
        body: JSON.stringify({ action_id: actionId, action_type: "roll_dice" }),
      });
      const body = (await res.json()) as { state?: { turn?: { participant_id: string } } };
      if (res.status !== 200) continue;
      acknowledged.push({ gameId: game.id, actionId, at: performance.now() });
      game.mover = body.state?.turn?.participant_id ?? game.mover;
    }
  };
  const loops = Promise.all(games.map(roll));
  return {
    before: (at: number) => acknowledged.filter((a) => a.at < at),
    async stop() {
      running = false;
      await loops;
    },
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One round of the peer load, once it has run 1 s: its rate for `seconds`
 * alone, then its rate while a backup runs (the load lasts `loadSeconds`,
 * long enough for both). Both windows are of one run, so they share its
 * tables, its warm-up and the machine's mood.
 */
async function oneRound(api: Api, env: object, seconds: number, loadSeconds: number) {
  const backups = mkdtempSync(join(tmpdir(), "backup-bench-out-"));
  const load = peerLoad(api.url, api.pid, loadSeconds);
  while (load.moves() === 0) await pause(20);
  await pause(1000);
  const [aloneMoves, aloneAt] = [load.moves(), performance.now()];
  await pause(seconds * 1000);
  const [startMoves, startAt] = [load.moves(), performance.now()];
  const alone = (startMoves - aloneMoves) / ((startAt - aloneAt) / 1000);
  const { stdout } = await run(process.execPath, ["dist/scripts/backup.js", "--to", backups], {
    env: { ...process.env, ...env },
  });
  const backupSeconds = (performance.now() - startAt) / 1000;
  const during = (load.moves() - startMoves) / backupSeconds;
  await load.done;
  const manifest = stdout.trim().split("\n").at(-1) as string;
  return { alone, during, backupSeconds, startAt, manifest, backups };
}

/** Acknowledged moves missing from a restored game database. */
function missing(file: string, moves: readonly { gameId: string; actionId: string }[]): number {
  const db = new SQLite(file, { readonly: true });
  const find = db.prepare("select 1 from game_actions where game_id = ? and action_id = ?");
  const lost = moves.filter((m) => !find.get(m.gameId, idBytes(m.actionId))).length;
  db.close();
  return lost;
}

/**
 * Issue 38's figures: a backup of a game database of `mb` (1 GB by default)
 * while the peer load runs, as the load's move rate during the backup over
 * its rate alone (the median of `rounds` alternated rounds), the backup's and
 * the restore's wall time, and the moves acknowledged before the backup that
 * the restored file lacks (a witness client's rolls on games of their own).
 */
export async function runBackupBench(seconds: number, rounds: number, mb: number) {
  const seed = await grownDatabase(mb);
  const dataDir = mkdtempSync(join(tmpdir(), "backup-bench-data-"));
  const copyStarted = performance.now();
  copyFileSync(seed, join(dataDir, "app.db"));
  // The backup copies page by page: give its window three times a plain copy's time, and a margin.
  const loadSeconds = Math.ceil(1 + seconds + (3 * (performance.now() - copyStarted)) / 1000 + 3);
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "" };
  const api = await startApiProcess(await freePort(), env);
  const witnessed = witness(api.url, await startTwoPlayerGames(api.url, 4));
  const done: Awaited<ReturnType<typeof oneRound>>[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      // Backups are hours apart: each round starts once the last one's WAL backlog is checkpointed.
      if (i > 0) await pause(SETTLE_MS);
      done.push(await oneRound(api, env, seconds, loadSeconds));
    }
  } finally {
    await witnessed.stop();
    await api.stop();
  }
  const last = done.at(-1) as (typeof done)[number];
  const target = mkdtempSync(join(tmpdir(), "backup-bench-restored-"));
  const restoreStarted = performance.now();
  await run(process.execPath, ["dist/scripts/restore.js", last.manifest, "--data-dir", target]);
  const restoreSeconds = (performance.now() - restoreStarted) / 1000;
  const lost = missing(join(target, "app.db"), witnessed.before(last.startAt));
  const fileMb = statSync(join(target, "app.db")).size / 1024 / 1024;
  for (const dir of [dataDir, target, ...done.map((r) => r.backups)])
    rmSync(dir, { recursive: true, force: true });
  return {
    file_mb: fileMb,
    rounds: done.map((r) => ({
      backup_seconds: r.backupSeconds,
      moves_per_second_alone: r.alone,
      moves_per_second_during: r.during,
      ratio: r.during / r.alone,
    })),
    ratio: median(done.map((r) => r.during / r.alone)),
    backup_seconds: median(done.map((r) => r.backupSeconds)),
    restore_seconds: restoreSeconds,
    witnessed_before_backup: witnessed.before(last.startAt).length,
    lost,
  };
}

/** Prints the figures of `runBackupBench` as a table. */
export function printBackupBench(result: Awaited<ReturnType<typeof runBackupBench>>) {
  console.log(`\nBackup and restore of a ${Math.round(result.file_mb)} MB game database under the peer load`);
  console.table(
    result.rounds.map((r, i) => ({
      round: i + 1,
      "backup s": r.backup_seconds.toFixed(1),
      "moves/s alone": Math.round(r.moves_per_second_alone),
      "moves/s during the backup": Math.round(r.moves_per_second_during),
      ratio: r.ratio.toFixed(2),
    })),
  );
  console.log(
    `median ratio ${result.ratio.toFixed(2)}; restore ${result.restore_seconds.toFixed(1)} s; ${result.lost} of ${result.witnessed_before_backup} moves acknowledged before the backup missing after the restore`,
  );
}

if (process.argv[1]?.endsWith("backup-bench.ts")) {
  await run(process.execPath, ["scripts/build.mjs"]);
  const result = await runBackupBench(
    Number(process.env.BENCH_SECONDS ?? 5),
    Number(process.env.BENCH_BACKUP_ROUNDS ?? 2),
    Number(process.env.BENCH_BACKUP_MB ?? 1024),
  );
  printBackupBench(result);
}
