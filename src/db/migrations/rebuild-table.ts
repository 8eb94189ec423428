import { type Kysely, sql } from "kysely";

/** What a SQLite table rebuild changes; unset parts stay as they are. */
export interface TableRebuild {
  /** The new column definitions, from the old ones (the CREATE TABLE text after the table's name). */
  readonly definition?: (columns: string) => string;
  /** Each column's value in the copy, as an SQL expression over the old row. */
  readonly value?: (column: string) => string;
}

/**
 * Rebuilds a SQLite table from its own definition, keeping every row: SQLite
 * cannot change a table's storage or a column's type in place. The table's
 * own indexes are not kept; the caller creates them again.
 */
export async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  { definition = (columns) => columns, value }: TableRebuild = {},
): Promise<void> {
  const found = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const create = found.rows[0]?.sql;
  if (!create) throw new Error(`table ${table} is missing`);
  const columns = definition(create.replace(/^create table\s+"?\w+"?/i, ""));
  const values = value ? (await columnNames(db, table)).map(value).join(", ") : "*";
  await sql.raw(`create table "${table}_next"${columns}`).execute(db);
  await sql.raw(`insert into "${table}_next" select ${values} from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_next" rename to "${table}"`).execute(db);
}

async function columnNames(db: Kysely<unknown>, table: string): Promise<string[]> {
  const found = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return found.rows.map((row) => row.name);
}
