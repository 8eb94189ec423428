import { existsSync } from "node:fs";
import { parseConfig } from "../src/config.ts";
import { openConfiguredStore } from "../src/db/open-database.ts";
import { listGameAudit } from "../src/db/repositories/audit-repository.ts";
import { findGame } from "../src/db/repositories/game-repository.ts";
import { verifyGameLog } from "../src/play/verify-game.ts";

/** `npm run verify-game -- <game_id>`: replays a finished game from its revealed seed. */
if (existsSync(".env")) process.loadEnvFile(".env");
const gameId = process.argv[2];
if (!gameId) {
  console.error("usage: npm run verify-game -- <game_id>");
  process.exit(2);
}
const config = parseConfig(process.env);
const store = openConfiguredStore(config);
const game = await findGame(store, gameId);
const entries = game ? await listGameAudit(store, game) : [];
await store.close();
if (entries.length === 0) {
  console.error(`no audit entries for game ${gameId}`);
  process.exit(1);
}
const report = verifyGameLog(entries);
console.log(
  report.ok
    ? `OK: ${report.replayed} actions replayed from the revealed seed; ${report.rejectionsConfirmed} rejections confirmed; hash chain intact.`
    : `FAILED:\n- ${report.problems.join("\n- ")}`,
);
process.exit(report.ok ? 0 : 1);
