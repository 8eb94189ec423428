import type SQLite from "better-sqlite3";
import type { EventBatchRow } from "./analytics-schema.ts";

/** What a drain reads of a batch. */
export type PendingBatch = Pick<
  EventBatchRow,
  "id" | "visitor_id" | "consent" | "browser" | "os" | "device" | "screen" | "events"
>;

/** The rollup worker's cursor over the event log and the batches past it on SQLite, prepared once per database. */
export function createRollupCursorRepository(sqlite: SQLite.Database) {
  const readCursor = sqlite.prepare("select value from rollup_state where name = 'cursor'").pluck();
  const writeCursor = sqlite.prepare(
    "insert into rollup_state (name, value) values ('cursor', ?) on conflict (name) do update set value = excluded.value",
  );
  const batchesAfter = sqlite.prepare(
    "select id, visitor_id, consent, browser, os, device, screen, events from event_batches where id > ? order by id limit ?",
  );
  return {
    /** The id of the last batch folded in; 0 before the first drain. */
    cursor(): number {
      return (readCursor.get() as number | undefined) ?? 0;
    },
    /** Moves the cursor to `id`. */
    moveCursor(id: number): void {
      writeCursor.run(id);
    },
    /** Up to `limit` batches after `cursor`, oldest first. */
    batchesAfter(cursor: number, limit: number): PendingBatch[] {
      return batchesAfter.all(cursor, limit) as PendingBatch[];
    },
  };
}
