import { type Kysely, sql } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";

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
  const found = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const create = found.rows[0]?.sql;
  if (!create) throw new Error(`table ${table} is missing`);
  const columns = create.replace(/\s*without rowid\s*$/i, "").replace(/^create table\s+"?\w+"?/i, "");
  await sql.raw(`create table "${table}_next"${columns}${withoutRowid ? " without rowid" : ""}`).execute(db);
  await sql.raw(`insert into "${table}_next" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_next" rename to "${table}"`).execute(db);
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
