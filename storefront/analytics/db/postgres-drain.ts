import type pg from "pg";
import type { VisitRow } from "./analytics-schema.ts";
import type { DrainFold, DrainResult } from "./analytics-store.ts";
import { writeDrainOnPostgres } from "./postgres-drain-writes.ts";
import type { PendingBatch } from "./rollup-cursor-repository.ts";

/**
 * One drain in the caller's transaction: the cursor row locked (`skip locked`:
 * a drain running elsewhere means this one skips its turn), the batches after
 * it and the latest visit of each consenting visitor read, folded, written,
 * and the cursor moved past them.
 */
export async function drainOnPostgres(
  client: pg.PoolClient,
  maxBatches: number,
  fold: DrainFold,
): Promise<DrainResult> {
  const cursor = await client.query<{ value: number }>(
    "select value from rollup_state where name = 'cursor' for update skip locked",
  );
  const at = cursor.rows[0];
  if (!at) return { batches: 0, events: 0, pending: false };
  const { rows: batches } = await client.query<PendingBatch>(
    "select id, visitor_id, consent, browser, os, device, screen, events from event_batches where id > $1 order by id limit $2",
    [at.value, maxBatches],
  );
  const last = batches[batches.length - 1];
  if (!last) return { batches: 0, events: 0, pending: false };
  const visitors = [...new Set(batches.filter((b) => b.consent === "granted").map((b) => b.visitor_id))];
  const { rows: visits } = await client.query<VisitRow>(
    "select distinct on (visitor_id) * from visits where visitor_id = any($1::text[]) order by visitor_id, start_ts desc",
    [visitors],
  );
  const { writes, events } = fold({
    batches,
    latestVisits: new Map(visits.map((v) => [v.visitor_id, v])),
  });
  await writeDrainOnPostgres(client, writes);
  await client.query("update rollup_state set value = $1 where name = 'cursor'", [last.id]);
  return { batches: batches.length, events, pending: batches.length === maxBatches };
}
