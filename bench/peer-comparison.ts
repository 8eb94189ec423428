import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApiProcess } from "../test/support/api-process.ts";
import { runPeerTables, startPeerServer } from "./peer-boardgameio.ts";
import { runOurTables } from "./peer-ours.ts";
import { runOurChannelTables } from "./peer-ours-channel.ts";
import type { TablesLoad, TablesResult } from "./peer-tables.ts";
import { cpuSeconds, filesBytes, median, memoryMb, trackWindows } from "./process-stats.ts";

/**
 * Whole tic-tac-toe games (500 tables, 50 moves in flight, a new game when
 * one ends) on boardgame.io's in-memory server and on our compiled API over a
 * fresh SQLite file, over REST and over the WebSocket channel:
 * `npm run bench:peer` and `npm run bench` both run them (the soak of ours
 * alone is peer-soak.ts). BENCH_NODE_ARGS adds Node flags to our server (the
 * small-machine heap limits in docs/operations.md, say).
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

/** How a row drives our server: REST (autocannon) or the channel (a connection per player). */
export type Door = "rest" | "channel";

const DRIVERS = { rest: runOurTables, channel: runOurChannelTables } as const;

/** The channel row holds 1,000 connections and starts games over fetch: above the 1,024 default. */
const DOOR_ENV: Readonly<Record<Door, Record<string, string>>> = {
  rest: {},
  channel: { HTTP_MAX_CONNECTIONS: "4096" },
};

/** How one run of ours goes: extra Node flags, the door, and what the windows sample. */
export interface OursOptions {
  readonly nodeArgs?: readonly string[];
  readonly door?: Door;
  readonly track?: TablesLoad["track"];
}

/**
 * Ours on a fresh server over `dataDir` for `length` seconds of the load, and
 * the database's bytes (`app.db` with its WAL and shm) as the load ends, before the server stops.
 */
export async function runOurs(length: number, dataDir: string, options: OursOptions = {}) {
  const { nodeArgs = [], door = "rest", track = trackWindows } = options;
  const server = await startApiProcess(
    Number(process.env.BENCH_PORT ?? 18_182),
    { ...DOOR_ENV[door], DATA_DIR: dataDir },
    [...extraNodeArgs, ...nodeArgs],
  );
  try {
    const idleRssMb = memoryMb(server.pid).now;
    const result = await measured(server.pid, () =>
      DRIVERS[door](server.url, server.pid, { ...load(length), track }),
    );
    return { ...result, idleRssMb, databaseBytes: filesBytes(dataDir, "app.db") };
  } finally {
    await server.stop();
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

const cpuProfileArgs = (): string[] =>
  process.env.BENCH_CPU_PROF ? [`--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, "--cpu-prof"] : [];

/** Ours through one door on a fresh server and SQLite file. */
async function oursThrough(seconds: number, door: Door) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-peer-"));
  try {
    return await runOurs(seconds, dataDir, { nodeArgs: cpuProfileArgs(), door });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One round: the peer, then ours over REST, then ours over the channel, `seconds` each, with the same load. */
async function oneRound(seconds: number) {
  const peer = await startPeerServer(Number(process.env.BENCH_PEER_PORT ?? 18_183));
  let theirs: Measured;
  try {
    theirs = await measured(peer.pid, () => runPeerTables(peer.url, peer.pid, load(seconds)));
  } finally {
    await peer.stop();
  }
  const mine = await oursThrough(seconds, "rest");
  const channel = await oursThrough(seconds, "channel");
  return { theirs, mine, channel, kbPerMove: mine.databaseBytes / mine.moves / 1024 };
}

type Round = Awaited<ReturnType<typeof oneRound>>;

/** The channel row against the peer in the same round: moves/s and moves per server CPU-second. */
const channelRatios = (r: Round) => ({
  ratio: r.channel.movesPerSecond / r.theirs.movesPerSecond,
  cpu_ratio: r.theirs.cpuMicrosPerMove / r.channel.cpuMicrosPerMove,
});

/** Prints every round's rows and the medians of the ratios. */
function printRounds(done: readonly Round[], seconds: number, ratios: readonly number[]) {
  console.log(
    `\nWhole tic-tac-toe games, 500 tables, 50 moves in flight, ${seconds} s each, ${done.length} rounds`,
  );
  console.table(
    done.flatMap((r, i) => [
      { round: i + 1, ...row("boardgame.io 0.50.2, InMemory", r.theirs) },
      { round: i + 1, ...row("ours, SQLite (durable), REST", r.mine) },
      { round: i + 1, ...row("ours, SQLite (durable), WebSocket", r.channel) },
    ]),
  );
  const list = (xs: readonly number[]) => xs.map((x) => x.toFixed(2)).join(", ");
  const ws = done.map(channelRatios);
  const last = done.at(-1);
  console.log(
    [
      `ours (REST) ÷ boardgame.io: ${median(ratios).toFixed(2)}× moves/s, the median of ${list(ratios)}`,
      `ours (WebSocket) ÷ boardgame.io: ${median(ws.map((w) => w.ratio)).toFixed(2)}× moves/s (${list(ws.map((w) => w.ratio))}), ${median(ws.map((w) => w.cpu_ratio)).toFixed(2)}× moves per server CPU-second (${list(ws.map((w) => w.cpu_ratio))})`,
      `our idle RSS after start ${Math.round(last?.mine.idleRssMb ?? Number.NaN)} MB; database ${last?.kbPerMove.toFixed(2)} KB per move`,
    ].join("\n"),
  );
}

/**
 * `rounds` rounds of the peer, then ours over REST and over the channel,
 * `seconds` each, with the same load; prints every round and the median of
 * the rounds' ratios (one round moves by ± 0.15 on these machines).
 */
export async function runSideBySide(seconds: number, rounds: number) {
  const done: Round[] = [];
  for (let i = 0; i < rounds; i++) done.push(await oneRound(seconds));
  const ratios = done.map((r) => r.mine.movesPerSecond / r.theirs.movesPerSecond);
  printRounds(done, seconds, ratios);
  const ws = done.map(channelRatios);
  return {
    seconds,
    rounds: done.map((r, i) => ({
      peer: figures(r.theirs),
      ours: { ...figures(r.mine), idle_rss_mb: r.mine.idleRssMb },
      ratio: ratios[i],
      channel: { ...figures(r.channel), idle_rss_mb: r.channel.idleRssMb, ...channelRatios(r) },
    })),
    ratio: median(ratios),
    channel: {
      ratio: median(ws.map((w) => w.ratio)),
      cpu_ratio: median(ws.map((w) => w.cpu_ratio)),
      p99_ms: median(done.map((r) => r.channel.p99)),
      peak_rss_mb: Math.max(...done.map((r) => r.channel.peakRssMb)),
    },
  };
}
