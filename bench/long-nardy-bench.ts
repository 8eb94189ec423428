/**
 * `npm run bench:long-nardy`: long nardy's hard computer player against its
 * easy one over seeded games through the game's own rules, seats swapped
 * every other game, with the time hard takes to choose a step.
 * LONG_NARDY_GAMES sets the games (1,000). Writes the `long-nardy` block of
 * docs/benchmarks.md.
 */
import { performance } from "node:perf_hooks";
import { hardAgainstEasy } from "../src/games/long-nardy/long-nardy-series.ts";
import { LONG_NARDY_STRATEGIES } from "../src/games/long-nardy/long-nardy-strategy.ts";
import type { Strategy } from "../src/games/strategy.ts";
import { captionOf, markdownTable, writeFigureBlocks } from "./figure-blocks.ts";
import { percentile } from "./process-stats.ts";

const games = Number(process.env.LONG_NARDY_GAMES ?? 1000);
const times: number[] = [];
const timedHard: Strategy<Parameters<typeof LONG_NARDY_STRATEGIES.hard>[0]["board"]> = (view, rng) => {
  const start = performance.now();
  const action = LONG_NARDY_STRATEGIES.hard(view, rng);
  times.push(performance.now() - start);
  return action;
};
const wins = hardAgainstEasy({ easy: LONG_NARDY_STRATEGIES.easy, hard: timedHard }, games);
times.sort((a, b) => a - b);
console.log({ games, wins, p50: percentile(times, 50), p99: percentile(times, 99) });

const markdown = [
  captionOf(`LONG_NARDY_GAMES=${games} npm run bench:long-nardy`),
  "",
  markdownTable(
    ["Series", "Games", "Hard wins", "Win rate"],
    [["hard vs easy", `${games}`, `${wins}`, `${((100 * wins) / games).toFixed(1)}%`]],
  ),
  "",
  `Hard chooses a step in ${percentile(times, 50).toFixed(1)} ms at the median and ${percentile(times, 99).toFixed(1)} ms at p99 (${times.length} steps).`,
].join("\n");
writeFigureBlocks({ "docs/benchmarks.md": [{ name: "long-nardy", markdown }] });
