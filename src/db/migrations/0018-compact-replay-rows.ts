import { type Kysely, sql } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";
import { rebuildSqliteTable } from "./rebuild-table.ts";

/**
 * The two rows a keyed move leaves for its retries (its action id's outcome
 * and its Idempotency-Key's reference) shrink by some 135 bytes:
 * - ids are stored as bytes (compact-id.ts: a UUID as a zero byte and its 16
 *   bytes, anything else as its UTF-8 text);
 * - an action row no longer keeps its own time, which nothing read (the
 *   action's audit entry has it);
 * - an applied move's outcome leaves out a turn deadline that is null.
 * Every id reads back as the same text, so no replay changes by a byte.
 */
const IDS = {
  game_actions: ["action_id", "actor"],
  idempotency_keys: ["owner", "key", "action_id"],
} as const;
type Table = keyof typeof IDS;

const HEX = "[0-9a-f]";
const UUID_GLOB = [8, 4, 4, 4, 12].map((n) => HEX.repeat(n)).join("-");
const UUID_REGEX = `^${[8, 4, 4, 4, 12].map((n) => `[0-9a-f]{${n}}`).join("-")}$`;

/** The SQL that turns an id column into its stored bytes, or back into text. */
function idExpression(db: Kysely<unknown>, column: string, toBytes: boolean): string {
  const c = `"${column}"`;
  if (isSqlite(db)) {
    if (toBytes)
      return `case when ${c} glob '${UUID_GLOB}' then unhex('00' || replace(${c}, '-', '')) else cast(${c} as blob) end`;
    const part = (from: number, length: number) => `substr(hex(${c}), ${from}, ${length})`;
    const uuid = [part(3, 8), part(11, 4), part(15, 4), part(19, 4), part(23, 12)].join(" || '-' || ");
    return `case when length(${c}) = 17 and substr(${c}, 1, 1) = x'00' then lower(${uuid}) else cast(${c} as text) end`;
  }
  if (toBytes)
    return `case when ${c} ~ '${UUID_REGEX}' then decode('00' || replace(${c}, '-', ''), 'hex') else convert_to(${c}, 'UTF8') end`;
  const part = (from: number, length: number) => `substring(encode(${c}, 'hex') from ${from} for ${length})`;
  const uuid = [part(3, 8), part(11, 4), part(15, 4), part(19, 4), part(23, 12)].join(" || '-' || ");
  return `case when length(${c}) = 17 and get_byte(${c}, 0) = 0 then ${uuid} else convert_from(${c}, 'UTF8') end`;
}

async function retypeIds(db: Kysely<unknown>, table: Table, toBytes: boolean): Promise<void> {
  const ids: readonly string[] = IDS[table];
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

/** Only the short stored form of an applied move: a stored state document is left as it was answered. */
const SHORT_APPLIED = `length(outcome) < 64 and outcome like '{"ok":true,"version":%'`;

/** Ids become bytes; action rows lose their time and a null deadline. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("game_actions").dropColumn("created_at").execute();
  await sql
    .raw(
      `update game_actions set outcome = replace(outcome, ',"deadline":null}', '}') where ${SHORT_APPLIED}`,
    )
    .execute(db);
  for (const table of Object.keys(IDS) as Table[]) await retypeIds(db, table, true);
}

/** Ids become text again; each action row takes its audit entry's time (its game's last change without one). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(IDS) as Table[]) await retypeIds(db, table, false);
  await sql
    .raw(
      `update game_actions set outcome = substr(outcome, 1, length(outcome) - 1) || ',"deadline":null}'
        where ${SHORT_APPLIED} and outcome not like '%"deadline"%'`,
    )
    .execute(db);
  await db.schema
    .alterTable("game_actions")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // An index for the look-up only: without it, each action row would scan the whole trail.
  await db.schema
    .createIndex("audit_entries_action_0018")
    .on("audit_entries")
    .columns(["game_id", "action_id"])
    .execute();
  await sql`update game_actions set created_at = coalesce(
    (select a.at from audit_entries a
      where a.game_id = game_actions.game_id and a.action_id = game_actions.action_id
      order by a.seq limit 1),
    (select g.updated_at from games g where g.id = game_actions.game_id))`.execute(db);
  await db.schema.dropIndex("audit_entries_action_0018").execute();
}
