import { type Kysely, sql } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";
import { rebuildSqliteTable } from "./rebuild-table.ts";

// Id columns between text and their stored bytes (compact-id.ts), in SQL on
// both engines: a canonical lowercase UUID becomes a zero byte and its 16
// bytes, anything else its UTF-8 text; bytes become the same text again.

const UUID_GLOB = [8, 4, 4, 4, 12].map((n) => "[0-9a-f]".repeat(n)).join("-");
const UUID_REGEX = `^${[8, 4, 4, 4, 12].map((n) => `[0-9a-f]{${n}}`).join("-")}$`;

/** A UUID's dashed text from the hex of its stored bytes (tag byte first). */
function dashed(hexAt: (from: number, length: number) => string): string {
  return [hexAt(3, 8), hexAt(11, 4), hexAt(15, 4), hexAt(19, 4), hexAt(23, 12)].join(" || '-' || ");
}

/** The SQL that turns an id column into its stored bytes, or back into text. */
function idExpression(db: Kysely<unknown>, column: string, toBytes: boolean): string {
  const c = `"${column}"`;
  if (isSqlite(db)) {
    if (toBytes)
      return `case when ${c} glob '${UUID_GLOB}' then unhex('00' || replace(${c}, '-', '')) else cast(${c} as blob) end`;
    const uuid = dashed((from, length) => `substr(hex(${c}), ${from}, ${length})`);
    return `case when length(${c}) = 17 and substr(${c}, 1, 1) = x'00' then lower(${uuid}) else cast(${c} as text) end`;
  }
  if (toBytes)
    return `case when ${c} ~ '${UUID_REGEX}' then decode('00' || replace(${c}, '-', ''), 'hex') else convert_to(${c}, 'UTF8') end`;
  const uuid = dashed((from, length) => `substring(encode(${c}, 'hex') from ${from} for ${length})`);
  return `case when length(${c}) = 17 and get_byte(${c}, 0) = 0 then ${uuid} else convert_from(${c}, 'UTF8') end`;
}

/**
 * Retypes a table's id columns to bytes or back to text, converting every
 * row. SQLite rebuilds the table (its own indexes are not kept: the caller
 * creates them again); PostgreSQL alters each column in place.
 */
export async function retypeIdColumns(
  db: Kysely<unknown>,
  table: string,
  ids: readonly string[],
  toBytes: boolean,
): Promise<void> {
  if (isSqlite(db)) {
    const [from, to] = toBytes ? ["text", "blob"] : ["blob", "text"];
    await rebuildSqliteTable(db, table, {
      definition: (columns) =>
        ids.reduce((defined, column) => defined.replace(`"${column}" ${from}`, `"${column}" ${to}`), columns),
      value: (column) => (ids.includes(column) ? idExpression(db, column, toBytes) : `"${column}"`),
    });
    return;
  }
  for (const column of ids) {
    const type = toBytes ? "bytea" : "text";
    await sql
      .raw(
        `alter table "${table}" alter column "${column}" type ${type} using ${idExpression(db, column, toBytes)}`,
      )
      .execute(db);
  }
}
