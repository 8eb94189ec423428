import assert from "node:assert/strict";
import { test } from "node:test";
import { sql } from "kysely";
import { findChainBreak } from "../../../src/audit/audit-log.ts";
import { idText } from "../../../src/db/compact-id.ts";
import { createMigrator, migrateToLatest } from "../../../src/db/open-database.ts";
import { storeAsBefore0032 } from "../../support/actions-before-0032.ts";
import { gameAudit } from "../../support/game-audit.ts";
import { keyedThenPlainMove, startGame } from "../../support/play.ts";
import { call, createTestApp } from "../../support/test-app.ts";

test("keys become references and hashes bytes (0012, 0013): a hashless pre-0005 action and its key still replay, and the chain keeps its hashes", async (t) => {
  const { app, store } = await createTestApp(t);
  const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
  const { url, move, keyedBody, plainBody, keyed, first, second } = await keyedThenPlainMove(
    app,
    gameId,
    players,
  );
  await storeAsBefore0032(store, gameId, [
    { body: keyedBody, key: keyed["idempotency-key"] },
    { body: plainBody },
  ]);
  const chain = await gameAudit(store, gameId);

  const down = await createMigrator(store.db, store.schema).migrateTo("0011-compact-action-logs");
  assert.equal(down.error, undefined);
  const legacy = await sql<{ hash: string }>`select hash from audit_entries order by session_id, seq`.execute(
    store.db,
  );
  assert.ok(
    legacy.rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash)),
    "down gives lowercase hex back",
  );
  // A row from before migration 0005 has no request hash; its key, stored in the same unit, has.
  await sql`update game_actions set request_hash = null where action_id = ${keyedBody.action_id}`.execute(
    store.db,
  );
  await migrateToLatest(store);

  assert.deepEqual(await gameAudit(store, gameId), chain, "every hash reads back as the same hex");
  assert.equal(findChainBreak(chain), null);
  const keys = await store.db.selectFrom("idempotency_keys").selectAll().execute();
  assert.deepEqual(
    keys.map((k) => idText(k.action_id)),
    [keyedBody.action_id],
  );
  const byKey = await call(app, players[0] as string, "POST", url, keyedBody, keyed);
  assert.equal(byKey.body, first.body);
  const byActionId = await call(app, players[0] as string, "POST", url, keyedBody);
  assert.equal(byActionId.body, first.body, "the backfilled hash lets the action id replay too");
  const again = await call(app, players[1] as string, "POST", url, plainBody);
  assert.equal(again.body, second.body);
  const reused = await call(app, players[0] as string, "POST", url, move(8), keyed);
  assert.equal(reused.json().code, "idempotency_key_reused");
});
