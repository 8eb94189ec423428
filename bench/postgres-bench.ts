import { execFileSync } from "node:child_process";
import { captionOf, writeFigureBlocks } from "./figure-blocks.ts";
import { postgresTablesBlock } from "./figures/postgres-figures.ts";
import { runPostgresTables } from "./postgres-tables-bench.ts";

/**
 * `npm run bench:postgres`: `bench:peer`'s REST tables on PostgreSQL and
 * Redis (DATABASE_URL and REDIS_URL; `scripts/local-services.sh start` runs
 * local ones), one API process then two, BENCH_SECONDS each (10). Writes the
 * `postgres-tables` block of docs/benchmarks.md.
 */
const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  console.error("bench:postgres needs DATABASE_URL and REDIS_URL (scripts/local-services.sh start).");
  process.exit(64);
}
execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
const result = await runPostgresTables(DATABASE_URL, REDIS_URL, Number(process.env.BENCH_SECONDS ?? 10));
console.table(
  [result.one, result.two].map(({ errors, ...row }) => ({ ...row, errors: JSON.stringify(errors) })),
);
writeFigureBlocks({
  "docs/benchmarks.md": [postgresTablesBlock(result, captionOf("npm run bench:postgres"))],
});
