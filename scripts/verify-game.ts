import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { reportLine } from "../src/proofs/report-line.ts";
import { verifyExport } from "../src/proofs/verify-export.ts";
import { type VerifyReport, verifyGameLog } from "../src/proofs/verify-game.ts";

/**
 * `npm run verify-game -- <game_id>` replays a finished game of this
 * server's database from its revealed seed; `-- --file EXPORT.json` checks a
 * game export (GET /games/{id}/export) offline, with no database.
 */
const { values, positionals } = parseArgs({ options: { file: { type: "string" } }, allowPositionals: true });

async function fromDatabase(gameId: string): Promise<VerifyReport | undefined> {
  // Loaded here, not above: `--file` checks an export offline and needs no database driver.
  const [{ parseConfig }, { openConfiguredStore }, { listGameAudit }, { findGame }] = await Promise.all([
    import("../src/config.ts"),
    import("../src/db/open-database.ts"),
    import("../src/db/repositories/audit-repository.ts"),
    import("../src/db/repositories/game-repository.ts"),
  ]);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const store = openConfiguredStore(parseConfig(process.env));
  const game = await findGame(store, gameId);
  const entries = game ? await listGameAudit(store, game) : [];
  await store.close();
  return entries.length === 0 ? undefined : verifyGameLog(entries);
}

function fromFile(path: string): VerifyReport {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return {
      ok: false,
      problems: [`cannot read ${path}: ${(error as Error).message}`],
      replayed: 0,
      rejectionsConfirmed: 0,
    };
  }
  return verifyExport(doc);
}

const target = values.file ?? positionals[0];
if (!target) {
  console.error("usage: npm run verify-game -- <game_id>   or   npm run verify-game -- --file EXPORT.json");
  process.exit(2);
}
const report = values.file ? fromFile(values.file) : await fromDatabase(target);
if (!report) {
  console.error(`no audit entries for game ${target}`);
  process.exit(1);
}
console.log(reportLine(report));
process.exit(report.ok ? 0 : 1);
