import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import pino from "pino";
import { createApp } from "../../../api/create-app.ts";
import { createMetrics } from "../../../platform/metrics.ts";
import { parseConfig } from "../../../src/config.ts";
import { createCore } from "../../../src/core.ts";
import { migrateToLatest, openStore } from "../../../src/db/open-database.ts";
import { startGame } from "../../support/play.ts";
import { call, TEST_JWT_SECRET } from "../../support/test-app.ts";

/** An API over its own connection to the SQLite file `file`: another process, as far as SQLite can tell. */
async function processOver(file: string) {
  const config = parseConfig({ DATABASE_FILE: file });
  const store = openStore(file);
  await migrateToLatest(store);
  const core = createCore({ config, store, jwtSecret: TEST_JWT_SECRET, metrics: createMetrics(false) });
  const app = await createApp({ core, config, logger: pino({ level: "silent" }) });
  const close = async () => {
    await app.close();
    await store.close();
  };
  return { app, close };
}

test("a game held in memory is read again once another connection wrote it", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "game-memo-"));
  const file = join(dir, "app.db");
  const a = await processOver(file);
  const b = await processOver(file);
  t.after(async () => {
    await a.close();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const { gameId, players } = await startGame(a.app, "tic-tac-toe", 2);
  const [ann, bob] = players as [string, string];
  const move = (app: typeof a.app, auth: string, cell: number) =>
    call(app, auth, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell },
    });
  assert.equal((await move(a.app, ann, 4)).statusCode, 200);
  assert.equal((await move(b.app, bob, 0)).statusCode, 200, "the other connection moves");
  const third = await move(a.app, ann, 8);
  assert.equal(third.statusCode, 200, third.body);
  assert.equal((JSON.parse(third.body) as { version: number }).version, 4);
});
