import type { Kysely } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";

/**
 * An applied move's answer is kept in its audit entry, outside the entry's
 * hash: `request_key`, 16 bytes of SHA-256 over the sender's user id and
 * Idempotency-Key (null when none was sent), and `reply`, the stored outcome
 * when it says more than its version (a turn deadline, a timed game's clock).
 * A move then writes no `game_actions` and no `idempotency_keys` row
 * (decision 0029); refusals still do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("audit_entries")
    .addColumn("request_key", isSqlite(db) ? "blob" : "bytea")
    .execute();
  await db.schema.alterTable("audit_entries").addColumn("reply", "text").execute();
}

/** Drops the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_entries").dropColumn("reply").execute();
  await db.schema.alterTable("audit_entries").dropColumn("request_key").execute();
}
