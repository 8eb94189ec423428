import assert from "node:assert/strict";
import { test } from "node:test";
import { Value } from "typebox/value";
import { auditHash, findChainBreak } from "../../../src/audit/audit-log.ts";
import { listSessionAuditAfter } from "../../../src/db/repositories/audit-repository.ts";
import { AuditChangeDocument } from "../../../src/documents/audit-entry.ts";
import { GENESIS_HASH } from "../../../src/documents/genesis-hash.ts";
import { isEntryOf, readAuditEntry } from "../../../src/documents/read-audit-entry.ts";
import { boundsOf } from "../../../src/proofs/replay-log.ts";
import { playToEnd, startGame } from "../../support/play.ts";
import { createTestApp } from "../../support/test-app.ts";

test("every entry a played session writes reads back as its kind's schema says", async (t) => {
  const { app, store } = await createTestApp(t);
  const table = await startGame(app, "pig", 2);
  await playToEnd(app, table, table.gameId);
  const entries = (await listSessionAuditAfter(store, table.sessionId, 0, 10_000)).map(readAuditEntry);
  for (const { seq, change } of entries) {
    const schema = AuditChangeDocument.anyOf.find((s) => s.properties.kind.const === change.kind);
    assert.ok(schema, `seq ${seq}: ${change.kind} has a schema`);
    assert.ok(Value.Check(schema, change), `seq ${seq}: ${JSON.stringify(change)}`);
  }
  const kinds = new Set(entries.map((e) => e.change.kind));
  for (const kind of ["session_created", "participant_joined", "game_started", "action", "game_finished"])
    assert.ok(kinds.has(kind as never), kind);
});

test("an entry of a kind this build does not know passes through: its hash checks and readers skip it", () => {
  const unhashed = {
    session_id: "s1",
    seq: 1,
    game_id: "g1",
    at: "2026-11-27T00:00:00.000Z",
    actor: "system",
    channel: "system",
    kind: "a_later_kind",
    action_id: null,
    action_type: null,
    payload: '{"x":1}',
    outcome: "ok",
    version: null,
    state_hash: null,
    entropy: null,
    prev_hash: GENESIS_HASH,
  };
  const entry = readAuditEntry({ ...unhashed, hash: auditHash(unhashed) });
  assert.deepEqual(entry.change, { kind: "a_later_kind", payload: { x: 1 } });
  assert.equal(findChainBreak([entry]), null);
  assert.equal(isEntryOf(entry, "game_started", "action", "game_finished"), false);
  assert.deepEqual(boundsOf([entry]), { start: undefined, end: undefined });
});
