import { type Kysely, sql } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";
import { rebuildSqliteTable } from "./rebuild-table.ts";

/**
 * SHA-256 hashes are stored as their 32 bytes, not 64 hex characters: an
 * audit entry carries three of them (state, previous, own) and an action row
 * one, some 130 bytes per move. The repositories turn them back into hex, so
 * nothing above them changes, and neither does any hash's value.
 */
const HASHES = {
  audit_entries: ["state_hash", "prev_hash", "hash"],
  game_actions: ["request_hash"],
} as const;
type Table = keyof typeof HASHES;

/** SQLite cannot change a column's type: the table is rebuilt from its own definition, rows converted. */
async function rebuildSqlite(db: Kysely<unknown>, table: Table, toBinary: boolean): Promise<void> {
  const hashes: readonly string[] = HASHES[table];
  const [from, to] = toBinary ? ["text", "blob"] : ["blob", "text"];
  await rebuildSqliteTable(db, table, {
    definition: (columns) =>
      hashes.reduce(
        (defined, column) => defined.replace(`"${column}" ${from}`, `"${column}" ${to}`),
        columns,
      ),
    value: (column) =>
      hashes.includes(column) ? (toBinary ? `unhex("${column}")` : `lower(hex("${column}"))`) : `"${column}"`,
  });
}

async function retypePostgres(db: Kysely<unknown>, table: Table, toBinary: boolean): Promise<void> {
  for (const column of HASHES[table]) {
    const using = toBinary ? `decode("${column}", 'hex')` : `encode("${column}", 'hex')`;
    await sql
      .raw(
        `alter table "${table}" alter column "${column}" type ${toBinary ? "bytea" : "text"} using ${using}`,
      )
      .execute(db);
  }
}

async function retype(db: Kysely<unknown>, toBinary: boolean): Promise<void> {
  for (const table of Object.keys(HASHES) as Table[]) {
    if (isSqlite(db)) await rebuildSqlite(db, table, toBinary);
    else await retypePostgres(db, table, toBinary);
  }
  if (isSqlite(db)) {
    await db.schema
      .createIndex("audit_entries_game")
      .on("audit_entries")
      .columns(["game_id", "seq"])
      .execute();
  }
}

/** Hashes become bytes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await retype(db, true);
}

/** Hashes become lowercase hex again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await retype(db, false);
}
