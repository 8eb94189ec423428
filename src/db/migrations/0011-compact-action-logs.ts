import type { Kysely } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";
import { rebuild } from "./0006-append-only-logs.ts";

/**
 * Action outcomes are compact now (an applied move stores its version and
 * turn deadline, some 40 bytes, not its state document), so the action and
 * Idempotency-Key rows are small again and live best in their key's B-tree:
 * one B-tree to write per row instead of a table and its key index. SQLite
 * only: PostgreSQL tables are heaps with their key index either way.
 */
const KEYED = ["game_actions", "idempotency_keys"] as const;

/** Rebuilds the two tables WITHOUT ROWID, keeping every row. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) for (const table of KEYED) await rebuild(db, table, true);
}

/** Back to rowid tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) for (const table of KEYED) await rebuild(db, table, false);
}
