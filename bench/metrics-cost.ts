import { execFileSync } from "node:child_process";
import { startApiProcess } from "../test/support/api-process.ts";
import { startTwoPlayerGames } from "../test/support/started-games.ts";
import { captionOf, writeFigureBlocks } from "./figure-blocks.ts";
import { metricsBlock } from "./figures/metrics-figures.ts";
import { actionRequest } from "./game-bench.ts";
import { load } from "./load.ts";
import { median } from "./process-stats.ts";

/**
 * `npm run bench:metrics`: the actions bench (pig moves over 500 games, 50
 * connections) against the compiled API with METRICS_ENABLED=true and =false,
 * in alternating rounds so drift on a shared machine hits both alike. Prints
 * each round and the ratio of the medians, and writes them into
 * docs/benchmarks.md. BENCH_SECONDS sets each load's length, BENCH_ROUNDS the
 * rounds per setting.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 18_182);

async function actionsPerSecond(enabled: boolean): Promise<number> {
  const server = await startApiProcess(port, { METRICS_ENABLED: String(enabled) });
  try {
    const games = await startTwoPlayerGames(server.url, 500);
    const result = await load("actions", { url: server.url, seconds, requests: [actionRequest(games)] });
    if (result.errors > 0) throw new Error(`${result.errors} connection errors`);
    return result.rps;
  } finally {
    await server.stop();
  }
}

execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
const on: number[] = [];
const off: number[] = [];
for (let round = 1; round <= rounds; round++) {
  on.push(await actionsPerSecond(true));
  off.push(await actionsPerSecond(false));
  console.log(
    `round ${round}: metrics on ${Math.round(on.at(-1) as number)} actions/s, off ${Math.round(off.at(-1) as number)}`,
  );
}
const ratio = median(on) / median(off);
console.log(
  `median: on ${Math.round(median(on))}/s, off ${Math.round(median(off))}/s, on ÷ off = ${ratio.toFixed(3)}`,
);
const command = `BENCH_ROUNDS=${rounds} BENCH_SECONDS=${seconds} npm run bench:metrics`;
writeFigureBlocks({ "docs/benchmarks.md": [metricsBlock(on, off, captionOf(command))] });
