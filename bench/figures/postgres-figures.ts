import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import type { PostgresTablesRow, runPostgresTables } from "../postgres-tables-bench.ts";
import { int, tenths, times, verdict } from "./format.ts";

type PostgresTables = Awaited<ReturnType<typeof runPostgresTables>>;

/** One row: how many API processes, and what the load did through them. */
const rowOf = (row: PostgresTablesRow) => [
  `${row.processes} API process${row.processes > 1 ? "es" : ""}`,
  int(row.moves_per_second),
  tenths(row.p99_ms),
  int(row.api_cpu_us_per_move),
  int(row.database_cpu_us_per_move),
  int(row.peak_rss_mb),
  JSON.stringify(row.errors),
];

/** `bench:postgres`: the REST tables on PostgreSQL + Redis, one process then two, against issue 51's targets. */
export function postgresTablesBlock(result: PostgresTables, caption: string): FigureBlock {
  const { one, two } = result;
  const table = markdownTable(
    [
      "Whole tic-tac-toe games over REST, 500 tables, 50 moves in flight, PostgreSQL + Redis on this machine",
      "moves/s",
      "move p99 ms",
      "API CPU per move µs",
      "PostgreSQL CPU per move µs",
      "peak RSS MB",
      "errors",
    ],
    [rowOf(one), rowOf(two)],
  );
  const targets = markdownTable(
    ["Target", "Measured", ""],
    [
      ["moves/s, one process", int(one.moves_per_second), verdict("≥ 1,600", one.moves_per_second >= 1600)],
      ["move p99, one process", `${tenths(one.p99_ms)} ms`, verdict("≤ 50 ms", one.p99_ms <= 50)],
      ["two processes ÷ one", times(result.scaling), verdict("> 1×", result.scaling > 1)],
    ],
  );
  return { name: "postgres-tables", markdown: `${caption}\n\n${table}\n\n${targets}` };
}
