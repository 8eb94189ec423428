import { execFileSync } from "node:child_process";
import { startApiProcess } from "../test/support/api-process.ts";
import { fanOut, holdIdle } from "./channel-holds.ts";
import { captionOf, writeFigureBlocks } from "./figure-blocks.ts";
import { channelBlock } from "./figures/channel-figures.ts";
import { closeChannelTables, openChannelTables, playChannelTables } from "./peer-ours-channel.ts";
import { cpuSeconds, trackWindows } from "./process-stats.ts";

/**
 * `npm run bench:channel`: the WebSocket channel (GET /api/v1/ws) on our
 * compiled API over a fresh SQLite file, each part on a fresh server process
 * driven from this one: BENCH_CHANNEL_IDLE (10,000) idle connections, each
 * its own guest subscribed to its session (server RSS before and after);
 * a move reaching 1,000 subscribers of one session (BENCH_CHANNEL_MOVES, 50,
 * one at a time); and the server CPU per move of whole tic-tac-toe games
 * over the channel (200 tables, 50 in flight, BENCH_SECONDS, 10). Prints
 * the figures a capacity plan needs and writes docs/benchmarks.md.
 */
const idleCount = Number(process.env.BENCH_CHANNEL_IDLE ?? 10_000);
const fanOutMoves = Number(process.env.BENCH_CHANNEL_MOVES ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 18_184);

/** Above the 10,000 connections (the default per-listener cap, 1,024, would refuse them). */
const SERVER_ENV = { HTTP_MAX_CONNECTIONS: "20000" };

/** Runs `measure` against a fresh API process and stops it. */
async function onFreshServer<T>(measure: (url: string, pid: number) => Promise<T>): Promise<T> {
  const server = await startApiProcess(port, SERVER_ENV);
  try {
    return await measure(server.url, server.pid);
  } finally {
    await server.stop();
  }
}

/** Server CPU per move of whole tic-tac-toe games over the channel, the tables' set-up left out. */
async function moveCost(url: string, pid: number) {
  const tables = await openChannelTables(url, 200);
  try {
    const before = cpuSeconds(pid);
    const load = { tables: 200, inFlight: 50, seconds, track: trackWindows };
    const result = await playChannelTables(url, pid, tables, load);
    const cpu = cpuSeconds(pid) - before;
    return {
      moves: result.moves,
      moves_per_second: result.movesPerSecond,
      p99_ms: result.p99,
      cpu_us_per_move: (cpu * 1e6) / result.moves,
      errors: result.errors,
    };
  } finally {
    closeChannelTables(tables);
  }
}

execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
const moves = await onFreshServer(moveCost);
console.log("\nMoves over the channel, 200 tables, 50 in flight:", moves);
const fan = await onFreshServer((url, pid) => fanOut(url, pid, 1000, fanOutMoves));
console.log("\nOne session, 1,000 subscribers:", fan);
const idle = await onFreshServer((url, pid) => holdIdle(url, pid, idleCount));
console.log(`\n${idleCount} idle subscribed connections:`, idle);
const result = { moves, fan_out: fan, idle };
const block = channelBlock(result, captionOf("npm run bench:channel"));
console.log(`\n${block.markdown}\n`);
writeFigureBlocks({ "docs/benchmarks.md": [block] });
