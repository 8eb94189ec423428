import type { SqlRunner } from "./sql-runner.ts";

/**
 * Seconds since the first batch past the rollup cursor arrived (0 when the
 * rollups are caught up): how far the reports lag behind ingest. Batch ids
 * follow arrival, so the first one past the cursor is found by the key alone.
 */
export async function rollupLagSeconds(sql: SqlRunner, nowMs: number): Promise<number> {
  const [row] = await sql.all<{ received_at: number | string }>(
    "select received_at from event_batches where id > coalesce((select value from rollup_state where name = 'cursor'), 0) order by id limit 1",
  );
  return row ? Math.max(0, (nowMs - Number(row.received_at)) / 1000) : 0;
}
