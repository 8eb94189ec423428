import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startApiProcess } from "../test/support/api-process.ts";
import { runPeerTables, startPeerServer } from "./peer-boardgameio.ts";
import { runOurTables } from "./peer-ours.ts";
import type { TablesLoad, TablesResult } from "./peer-tables.ts";
import { cpuSeconds, filesBytes, type LoadWindow, memoryMb, trackWindows } from "./process-stats.ts";

/**
 * `npm run bench:peer`: whole tic-tac-toe games (500 tables, 50 moves in
 * flight, a new game when one ends) on boardgame.io's in-memory server, then
 * on our compiled API over a fresh SQLite file; prints moves/s, the ratio,
 * p99, server CPU per move and peak RSS of each. `-- --soak 240` runs ours
 * alone for that many seconds and prints how the rate, the CPU cost per move
 * and the database hold up. BENCH_SECONDS sets the side-by-side length (10);
 * BENCH_NODE_ARGS adds Node flags to our server (the small-machine heap limits
 * in docs/operations.md, say).
 */
const { values } = parseArgs({ options: { soak: { type: "string" } } });
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const load = (length: number): TablesLoad => ({
  tables: 500,
  inFlight: 50,
  seconds: length,
  track: trackWindows,
});

if (!existsSync("bench/peer/node_modules/boardgame.io")) {
  console.log("Installing the peer (bench/peer/package.json)…");
  execFileSync("npm", ["install", "--prefix", "bench/peer", "--no-audit", "--no-fund"], { stdio: "inherit" });
}
execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });

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

async function soak(length: number) {
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
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function sideBySide() {
  const peer = await startPeerServer(Number(process.env.BENCH_PEER_PORT ?? 18_183));
  let theirs: Awaited<ReturnType<typeof measured>>;
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
    console.log(`\nWhole tic-tac-toe games, 500 tables, 50 moves in flight, ${seconds} s each`);
    console.table([row("boardgame.io 0.50.2, InMemory", theirs), row("ours, SQLite (durable)", mine)]);
    console.log(
      `ours ÷ boardgame.io: ${(mine.movesPerSecond / theirs.movesPerSecond).toFixed(2)}× moves/s; our idle RSS after start ${Math.round(mine.idleRssMb)} MB; database ${(mine.databaseBytes / mine.moves / 1024).toFixed(2)} KB per move`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (values.soak !== undefined) await soak(Number(values.soak));
else await sideBySide();
