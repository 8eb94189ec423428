import { type Kysely, sql } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";

/**
 * An audit entry's previous hash is the hash of the entry before it in its
 * session's chain (all zeros for the first), so it is no longer stored: the
 * repository reads it from that entry. 33 bytes less per entry, and the
 * chain checks the same way (a changed or missing entry still breaks the
 * recomputed hash of the next one, or the run of seqs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_entries").dropColumn("prev_hash").execute();
}

/** Stores the previous hash again, filled from each entry's predecessor. */
export async function down(db: Kysely<unknown>): Promise<void> {
  // The genesis hash (32 zero bytes): the column's default while it is added, and a session's first entry's value.
  const zeros = isSqlite(db) ? sql.raw(`x'${"00".repeat(32)}'`) : sql.raw(`'\\x${"00".repeat(32)}'::bytea`);
  await db.schema
    .alterTable("audit_entries")
    .addColumn("prev_hash", isSqlite(db) ? "blob" : "bytea", (c) => c.notNull().defaultTo(zeros))
    .execute();
  await sql`update audit_entries set prev_hash = coalesce(
    (select before.hash from audit_entries before
      where before.session_id = audit_entries.session_id and before.seq = audit_entries.seq - 1),
    ${zeros})`.execute(db);
}
