/**
 * The few places where one set of migrations must say different things to
 * SQLite and PostgreSQL. Everything else is kysely's schema builder, which
 * both engines read the same way.
 */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from "kysely";
import { isSqlite } from "./dialect.ts";

/** SQLite keeps small keyed tables in their key's B-tree (WITHOUT ROWID); PostgreSQL has no such option. */
export function clusteredOnKey(db: Kysely<unknown>) {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    isSqlite(db) ? table.modifyEnd(sql`without rowid`) : table;
}

/** An integer key the database numbers: `integer primary key autoincrement` on SQLite, `serial` on PostgreSQL. */
export function addSerialKey<T extends string, C extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, C>,
  name: string,
) {
  return isSqlite(db)
    ? table.addColumn(name, "integer", (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement())
    : table.addColumn(name, "serial", (c: ColumnDefinitionBuilder) => c.primaryKey());
}
