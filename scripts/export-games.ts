import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseConfig } from "../src/config.ts";
import { openConfiguredStore } from "../src/db/open-database.ts";
import { type MonthSpan, monthSpan, writeMonthExport } from "../src/proofs/open-data.ts";

/**
 * `npm run export-games -- --month YYYY-MM --out FILE.ndjson.gz` writes
 * every game that ended in a past month (UTC) as open data: a CC0 header
 * line, then one game export per line with pseudonymised players, gzip'd
 * (docs/open-data.md).
 */
const USAGE = "usage: npm run export-games -- --month YYYY-MM --out FILE.ndjson.gz";

/** The month and the path asked for; exits 2 with a message on anything else. */
function parseRequest(): { span: MonthSpan; out: string } {
  try {
    const { values } = parseArgs({ options: { month: { type: "string" }, out: { type: "string" } } });
    if (values.month === undefined) throw new Error("--month is missing");
    if (!values.out) throw new Error("--out is missing");
    return { span: monthSpan(values.month, Date.now()), out: values.out };
  } catch (error) {
    console.error(`export-games: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { span, out } = parseRequest();
if (existsSync(".env")) process.loadEnvFile(".env");
const store = openConfiguredStore(parseConfig(process.env));
try {
  const games = await writeMonthExport(store, span, out);
  console.log(`${out}: ${games} games of ${span.month}`);
} catch (error) {
  console.error(`export-games: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
