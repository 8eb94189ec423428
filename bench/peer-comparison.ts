import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApiProcess } from "../test/support/api-process.ts";
import { runPeerTables, startPeerServer } from "./peer-boardgameio.ts";
import { runOurTables } from "./peer-ours.ts";
import type { TablesLoad, TablesResult } from "./peer-tables.ts";
import { cpuSeconds, filesBytes, type LoadWindow, median, memoryMb, trackWindows } from "./process-stats.ts";

/**
 * Whole tic-tac-toe games (500 tables, 50 moves in flight, a new game when
 * one ends) on boardgame.io's in-memory server and on our compiled API over a
 * fresh SQLite file, and a soak of ours alone: `npm run bench:peer` and
 * `npm run bench` both run them. BENCH_NODE_ARGS adds Node flags to our
 * server (the small-machine heap limits in docs/operations.md, say).
 */
const load = (length: number): TablesLoad => ({
  tables: 500,
  inFlight: 50,
  seconds: length,
  track: trackWindows,
});

/** Installs the peer from bench/peer/package.json on first use, so the root `npm ci` does not grow. */
export function ensurePeerInstalled(): void {
  if (existsSync("bench/peer/node_modules/boardgame.io")) return;
  console.log("Installing the peer (bench/peer/package.json)…");
  execFileSync("npm", ["install", "--prefix", "bench/peer", "--no-audit", "--no-fund"], { stdio: "inherit" });
}

/** Runs `drive` against a server process and adds what it cost that process. */
async function measured(pid: number, drive: () => Promise<TablesResult>) {
  const cpuBefore = cpuSeconds(pid);
  const result = await drive();
  const cpu = cpuSeconds(pid) - cpuBefore;
  return { ...result, cpuMicrosPerMove: (cpu * 1e6) / result.moves, peakRssMb: memoryMb(pid).peak };
}

const row = (name: string, r: Awaited<ReturnType<typeof measured>>) => ({
  server: name,
  moves: r.moves,
  "moves/s": Math.round(r.movesPerSecond),
  "p99 ms": r.p99.toFixed(1),
  "server CPU µs/move": Math.round(r.cpuMicrosPerMove),
  "peak RSS MB": Math.round(r.peakRssMb),
  errors: JSON.stringify(r.errors),
});

const extraNodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];

async function ours(length: number, dataDir: string, nodeArgs: readonly string[] = []) {
  const server = await startApiProcess(Number(process.env.BENCH_PORT ?? 18_182), { DATA_DIR: dataDir }, [
    ...extraNodeArgs,
    ...nodeArgs,
  ]);
  try {
    const idleRssMb = memoryMb(server.pid).now;
    const result = await measured(server.pid, () => runOurTables(server.url, server.pid, load(length)));
    return { ...result, idleRssMb, databaseBytes: filesBytes(dataDir, "app.db") };
  } finally {
    await server.stop();
  }
}

const perCpuSecond = (w: LoadWindow | undefined) => (w ? w.moves / w.cpuSeconds : Number.NaN);

/** Our API alone for `length` seconds: the rate and CPU cost per 10 s window, and the database per move. */
export async function runSoak(length: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-soak-"));
  try {
    const r = await ours(length, dataDir);
    const first = r.windows[0];
    const last = r.windows.at(-1);
    const firstRate = first ? first.moves / first.seconds : Number.NaN;
    console.log(`\nSoak: our API alone, ${length} s of the same load (500 tables, 50 in flight)`);
    console.table(
      r.windows.map((w) => ({
        "moves/s": Math.round(w.moves / w.seconds),
        "moves per CPU-s": Math.round(perCpuSecond(w)),
      })),
    );
    console.log(
      [
        `${r.moves} moves at ${Math.round(r.movesPerSecond)} moves/s sustained = ${((100 * r.movesPerSecond) / firstRate).toFixed(0)}% of the first 10 s (${Math.round(firstRate)} moves/s); p99 ${r.p99.toFixed(1)} ms`,
        `moves per server CPU-second: ${Math.round(perCpuSecond(first))} in the first 10 s, ${Math.round(perCpuSecond(last))} in the last`,
        `database (app.db + WAL + shm): ${(r.databaseBytes / 1e6).toFixed(1)} MB = ${(r.databaseBytes / r.moves / 1024).toFixed(2)} KB per move`,
        `peak RSS ${Math.round(r.peakRssMb)} MB (idle after start ${Math.round(r.idleRssMb)} MB); errors ${JSON.stringify(r.errors)}`,
      ].join("\n"),
    );
    return {
      seconds: length,
      moves: r.moves,
      moves_per_second: r.movesPerSecond,
      held_of_first_10s: r.movesPerSecond / firstRate,
      moves_per_cpu_second_first: perCpuSecond(first),
      moves_per_cpu_second_last: perCpuSecond(last),
      kb_per_move: r.databaseBytes / r.moves / 1024,
      p99_ms: r.p99,
      peak_rss_mb: r.peakRssMb,
      idle_rss_mb: r.idleRssMb,
      errors: r.errors,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Measured = Awaited<ReturnType<typeof measured>>;

const figures = (r: Measured) => ({
  moves: r.moves,
  moves_per_second: r.movesPerSecond,
  p99_ms: r.p99,
  cpu_us_per_move: r.cpuMicrosPerMove,
  peak_rss_mb: r.peakRssMb,
  errors: r.errors,
});

/** One round: the peer, then ours, `seconds` each, with the same load. */
async function oneRound(seconds: number) {
  const peer = await startPeerServer(Number(process.env.BENCH_PEER_PORT ?? 18_183));
  let theirs: Measured;
  try {
    theirs = await measured(peer.pid, () => runPeerTables(peer.url, peer.pid, load(seconds)));
  } finally {
    await peer.stop();
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bench-peer-"));
  try {
    const mine = await ours(
      seconds,
      dataDir,
      process.env.BENCH_CPU_PROF ? [`--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, "--cpu-prof"] : [],
    );
    return { theirs, mine, kbPerMove: mine.databaseBytes / mine.moves / 1024 };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `rounds` rounds of the peer, then ours, `seconds` each, with the same load;
 * prints every round and the median of the rounds' ratios (one round moves
 * by ± 0.15 on these machines).
 */
export async function runSideBySide(seconds: number, rounds: number) {
  const done: Awaited<ReturnType<typeof oneRound>>[] = [];
  for (let i = 0; i < rounds; i++) done.push(await oneRound(seconds));
  const ratios = done.map((r) => r.mine.movesPerSecond / r.theirs.movesPerSecond);
  console.log(
    `\nWhole tic-tac-toe games, 500 tables, 50 moves in flight, ${seconds} s each, ${rounds} rounds`,
  );
  console.table(
    done.flatMap((r, i) => [
      { round: i + 1, ...row("boardgame.io 0.50.2, InMemory", r.theirs) },
      { round: i + 1, ...row("ours, SQLite (durable)", r.mine) },
    ]),
  );
  const last = done.at(-1);
  console.log(
    `ours ÷ boardgame.io: ${median(ratios).toFixed(2)}× moves/s, the median of ${ratios.map((x) => x.toFixed(2)).join(", ")}; our idle RSS after start ${Math.round(last?.mine.idleRssMb ?? Number.NaN)} MB; database ${last?.kbPerMove.toFixed(2)} KB per move`,
  );
  return {
    seconds,
    rounds: done.map((r, i) => ({
      peer: figures(r.theirs),
      ours: { ...figures(r.mine), idle_rss_mb: r.mine.idleRssMb },
      ratio: ratios[i],
    })),
    ratio: median(ratios),
  };
}
