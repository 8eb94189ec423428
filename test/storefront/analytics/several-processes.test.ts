import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { test } from "node:test";
import { createPostgresPool } from "../../../platform/db/postgres-pool.ts";
import { type AnalyticsModule, openAnalyticsModule } from "../../../storefront/analytics/analytics-module.ts";
import type { EventBatchEnvelope } from "../../../storefront/analytics/events/event-schemas.ts";
import { ownDatabase, requireServer } from "../../support/test-store.ts";
import { at, CHROME_LINUX, countRows, createSettableClock } from "./analytics-support.ts";

const DAY = "2026-03-02";
const BATCHES = 120;

function batch(i: number): EventBatchEnvelope {
  return {
    visitor_id: `00000000-0000-4000-8000-${String(i % 40).padStart(12, "0")}`,
    consent: "granted",
    events: [
      { kind: "page_view", ts: at(DAY, "10:00") + i * 1000, path: `/p${i % 3}` },
      { kind: "page_view", ts: at(DAY, "10:00") + i * 1000 + 1, path: "/cart" },
    ],
  } as EventBatchEnvelope;
}

/** Drains until a drain finds nothing, yielding the lock to the other process between drains. */
async function drainTurns(module: AnalyticsModule): Promise<void> {
  for (let i = 0; i < 200; i++) if ((await module.worker.drainOnce(7)).batches === 0) return;
}

test("two storefront processes over one PostgreSQL: batches ingested and drained through both count once; one purge at a time", async (t) => {
  if (!requireServer(t, "DATABASE_URL")) return;
  const databaseUrl = await ownDatabase(process.env.DATABASE_URL as string);
  const schema = `analytics_${randomBytes(6).toString("hex")}`;
  const clock = createSettableClock(`${DAY}T12:00:00Z`);
  const a = await openAnalyticsModule({ databaseUrl, schema, poolSize: 4, now: clock.now });
  const b = await openAnalyticsModule({ databaseUrl, schema, poolSize: 4, now: clock.now });
  t.after(async () => {
    await a.close();
    await b.close();
    const admin = createPostgresPool({ connectionString: databaseUrl, max: 1 });
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  // Ingest through both while both drain: the cursor row lock lets one drain at a time.
  const ingests = Promise.all(
    Array.from({ length: BATCHES }, (_, i) =>
      (i % 2 ? a : b).ingest.ingest(batch(i), { userAgent: CHROME_LINUX }),
    ),
  );
  await Promise.all([ingests, drainTurns(a), drainTurns(b)]);
  await a.worker.drainAll();
  await b.worker.drainAll();

  assert.equal(await countRows(a, "event_batches"), BATCHES);
  const overview = await b.reports.overview({ from: DAY, to: DAY, interval: "day" });
  assert.equal(overview.page_views, BATCHES * 2, "every page view counted once");
  assert.equal(overview.sessions, 40, "one visit per visitor: its batches are minutes apart");
  const pages = await a.reports.pages({ from: DAY, to: DAY, interval: "day" });
  assert.equal(pages.pages.find((p) => p.path === "/cart")?.views, BATCHES);

  // While one process purges, the other's purge stands aside.
  const inner = await a.database.exclusive("purge", () => b.purge(30));
  assert.equal(inner, undefined);
  assert.ok(await b.purge(30), "once the first purge is done, the next one runs");
});
