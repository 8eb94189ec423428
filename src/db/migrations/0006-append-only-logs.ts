import type { Kysely } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";
import { rebuildSqliteTable } from "./rebuild-table.ts";

/**
 * The action, idempotency and audit logs become rowid tables (their primary
 * key stays, as an index). As WITHOUT ROWID tables their rows (outcomes of a
 * kilobyte and more) lived in the key's B-tree, so every insert landed on a
 * random, nearly full page and split it; now rows append at the end and only
 * the small key entry lands in the middle.
 */
const LOGS = ["game_actions", "idempotency_keys", "audit_entries"] as const;

/** Rebuilds a SQLite table with its rows, as a rowid or a WITHOUT ROWID table (its own indexes are not kept). */
export async function rebuild(db: Kysely<unknown>, table: string, withoutRowid: boolean): Promise<void> {
  await rebuildSqliteTable(db, table, {
    definition: (columns) =>
      `${columns.replace(/\s*without rowid\s*$/i, "")}${withoutRowid ? " without rowid" : ""}`,
  });
}

async function rebuildAll(db: Kysely<unknown>, withoutRowid: boolean): Promise<void> {
  for (const table of LOGS) await rebuild(db, table, withoutRowid);
  await db.schema.createIndex("audit_entries_game").on("audit_entries").columns(["game_id", "seq"]).execute();
}

/** Rebuilds the logs as rowid tables, keeping every row (SQLite only: PostgreSQL tables are heaps already). */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await rebuildAll(db, false);
}

/** Back to WITHOUT ROWID tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await rebuildAll(db, true);
}
