import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { appendAudit, findChainBreak } from "../../../src/audit/audit-log.ts";
import { migrateToLatest, openStore } from "../../../src/db/open-database.ts";
import { listSessionAuditAfter } from "../../../src/db/repositories/audit-repository.ts";
import type { Store } from "../../../src/db/store.ts";
import { openTestStorePair } from "../../support/test-store.ts";

const AT = "2026-11-26T00:00:00.000Z";

async function seedSession(store: Store, id: string): Promise<void> {
  await store.db
    .insertInto("users")
    .values({ id: "u1", kind: "guest", display_name: "Ann", is_staff: 0, created_at: AT })
    .execute();
  await store.db
    .insertInto("sessions")
    .values({
      id,
      invite_code: "CODE",
      host_user_id: "u1",
      status: "Lobby",
      max_players: 2,
      created_at: AT,
      updated_at: AT,
    })
    .execute();
}

const entry = (sessionId: string, n: number) => ({
  session_id: sessionId,
  game_id: null,
  at: AT,
  actor: "u1",
  channel: "web",
  kind: "action" as const,
  action_id: null,
  action_type: null,
  payload: { n },
  outcome: "applied",
  version: null,
});

async function chainOf(store: Store, sessionId: string) {
  const rows = await listSessionAuditAfter(store, sessionId, 0, 1000);
  return { seqs: rows.map((r) => r.seq), brokenAt: findChainBreak(rows) };
}

test("the audit head kept between units follows units of one batch, and forgets a unit that rolled back", async () => {
  const store = openStore(":memory:");
  await migrateToLatest(store);
  await seedSession(store, "s1");
  const failed = store.write(async (tx) => {
    await appendAudit(tx, entry("s1", 0));
    throw new Error("the unit fails after its entry");
  });
  const units = [1, 2, 3].map((n) => store.write((tx) => appendAudit(tx, entry("s1", n))));
  await assert.rejects(failed, /the unit fails/);
  await Promise.all(units);
  await store.write((tx) => appendAudit(tx, entry("s1", 4)));
  assert.deepEqual(await chainOf(store, "s1"), { seqs: [1, 2, 3, 4], brokenAt: null });
  await store.close();
});

test("two connections on one file extend one chain: a head another process wrote is never reused", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "memo-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "app.db");
  const a = openStore(file);
  await migrateToLatest(a);
  await seedSession(a, "s1");
  const b = openStore(file);
  for (let n = 0; n < 6; n++) {
    const writer = n % 2 === 0 ? a : b;
    await writer.write((tx) => appendAudit(tx, entry("s1", n)));
  }
  assert.deepEqual(await chainOf(a, "s1"), { seqs: [1, 2, 3, 4, 5, 6], brokenAt: null });
  await a.close();
  await b.close();
});

test("two processes of one database extend one chain in turn and at once: a held head the other outdated is never reused", async (t) => {
  const [a, b] = await openTestStorePair();
  t.after(() => a.close());
  await seedSession(a, "s1");
  for (let n = 0; n < 4; n++) await (n % 2 === 0 ? a : b).write((tx) => appendAudit(tx, entry("s1", n)));
  const racing = Array.from({ length: 8 }, (_, n) =>
    (n % 2 === 0 ? a : b).write((tx) => appendAudit(tx, entry("s1", 4 + n))),
  );
  await Promise.all(racing);
  await a.write((tx) => appendAudit(tx, entry("s1", 12)));
  const seqs = Array.from({ length: 13 }, (_, i) => i + 1);
  assert.deepEqual(await chainOf(b, "s1"), { seqs, brokenAt: null });
});
