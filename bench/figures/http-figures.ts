import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import type { runTicTacToeTables } from "../game-bench.ts";
import { type LoadResult, non2xxCell } from "../load.ts";
import { fixed, int, verdict } from "./format.ts";

/** One HTTP scenario of `npm run bench` with its rate over the same run's baseline. */
export type HttpRow = LoadResult & { readonly ratio: number };

/** What `npm run bench` measured against the API process it started. */
export interface HttpFigures {
  readonly api_startup_ms: number;
  readonly http: readonly HttpRow[];
  readonly tic_tac_toe_tables: Awaited<ReturnType<typeof runTicTacToeTables>>;
  readonly api_rss_mb: number;
}

/** The issues' targets for a scenario's ratio to the baseline, by scenario name. */
export const HTTP_TARGETS: Readonly<Record<string, { readonly ratio: number; readonly issue: number }>> = {
  "POST /sessions": { ratio: 0.3, issue: 10 },
  "POST /sessions/join": { ratio: 0.3, issue: 10 },
  "GET /sessions/{id}": { ratio: 0.5, issue: 21 },
  "POST /games/{id}/actions (500 games)": { ratio: 0.35, issue: 10 },
  "GET /games/{id}/state": { ratio: 0.5, issue: 21 },
  "GET /media/render/{id} (304)": { ratio: 0.7, issue: 21 },
};

/** The issues' targets for a scenario's p99, by the start of its name. */
export const HTTP_P99_TARGETS: Readonly<Record<string, { readonly p99Ms: number; readonly issue: number }>> =
  {
    "GET /lobby": { p99Ms: 20, issue: 53 },
  };

function targetCell(row: HttpRow): string {
  const target = HTTP_TARGETS[row.name];
  if (target) return verdict(`≥ ${target.ratio} (issue ${target.issue})`, row.ratio >= target.ratio);
  const prefix = Object.keys(HTTP_P99_TARGETS).find((name) => row.name.startsWith(name));
  const p99 = prefix === undefined ? undefined : HTTP_P99_TARGETS[prefix];
  return p99 ? verdict(`p99 ≤ ${p99.p99Ms} ms (issue ${p99.issue})`, row.p99 <= p99.p99Ms) : "";
}

/** A scenario's rate over the baseline, by name; NaN when the run lacks it. */
export const ratioOf = (http: readonly HttpRow[], name: string) =>
  http.find((r) => r.name === name)?.ratio ?? Number.NaN;

/** `bench:http`: every HTTP scenario against the baseline, whole games, start-up and memory. */
export function httpBlock(run: HttpFigures, caption: string): FigureBlock {
  const table = markdownTable(
    ["HTTP scenario (50 connections)", "req/s", "p50 / p99 ms", "× baseline", "non-2xx", "target"],
    run.http.map((r) => [
      r.name,
      int(r.rps),
      `${r.p50} / ${r.p99}`,
      fixed(r.ratio, 2),
      non2xxCell(r),
      targetCell(r),
    ]),
  );
  const tables = run.tic_tac_toe_tables;
  const notes = [
    `Whole tic-tac-toe games, 500 tables, 50 in flight: ${int(tables.movesPerSecond)} moves/s, p99 ${tables.p99} ms, non-2xx ${non2xxCell(tables)}.`,
    `API start-up (spawn → first 200 on \`/health/live\`): ${int(run.api_startup_ms)} ms. API RSS after these scenarios (images rendered, Skia loaded): ${int(run.api_rss_mb)} MB.`,
  ];
  return { name: "http", markdown: [caption, table, ...notes].join("\n\n") };
}
