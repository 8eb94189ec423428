/**
 * `npm run bench:backgammon`: cubeless money games between backgammon's
 * computer players through the rules' own `legalTurns` (each game seeded,
 * who opens alternating): hard against Tesauro's pubeval, easy against
 * pubeval, and hard with its cube against hard without it; with the time
 * hard takes to choose a turn. BACKGAMMON_GAMES sets the games per series
 * (1,000). Writes the `backgammon` block of docs/benchmarks.md.
 */
import { crudeTurn, networkTurn, pubevalTurn } from "../src/games/backgammon/backgammon-choosers.ts";
import NETWORK from "../src/games/backgammon/backgammon-network.json" with { type: "json" };
import { evaluator } from "../src/games/backgammon/backgammon-network.ts";
import { cubefulSeries, type SeriesResult, series, timed } from "./backgammon-series.ts";
import { captionOf, markdownTable, writeFigureBlocks } from "./figure-blocks.ts";
import { percentile } from "./process-stats.ts";

const games = Number(process.env.BACKGAMMON_GAMES ?? 1000);
const hard = networkTurn(evaluator(NETWORK));
const hardTimes: number[] = [];

const rows: [string, SeriesResult][] = [
  ["hard vs pubeval", series([timed(hard, hardTimes), pubevalTurn], games, "bg-hard")],
  ["easy vs pubeval", series([crudeTurn, pubevalTurn], games, "bg-easy")],
];
const cube = cubefulSeries(hard, games, "bg-cube");
hardTimes.sort((a, b) => a - b);
const p99 = percentile(hardTimes, 99);
console.log({ rows, cube, p50: percentile(hardTimes, 50), p99 });

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
const markdown = [
  captionOf(`BACKGAMMON_GAMES=${games} npm run bench:backgammon`),
  "",
  markdownTable(
    ["Series (cubeless money games)", "Games", "Wins of the first", "Win rate", "Points per game"],
    rows.map(([name, r]) => [name, `${r.games}`, `${r.wins}`, pct(r.wins, r.games), r.ppg.toFixed(3)]),
  ),
  "",
  `Hard chooses a turn in ${percentile(hardTimes, 50).toFixed(1)} ms at the median and ${p99.toFixed(1)} ms at p99 (${hardTimes.length} turns).`,
  `With the cube, hard (doubling, taking and dropping by its network's estimate) won ${cube.ppg.toFixed(3)} points per game against hard that never doubles (it takes and drops alike), over ${cube.games} games (${cube.doubles} doubles, ${cube.drops} dropped).`,
].join("\n");
writeFigureBlocks({ "docs/benchmarks.md": [{ name: "backgammon", markdown }] });
