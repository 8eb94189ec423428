import { type Kysely, sql } from "kysely";
import { retypeIdColumns } from "./id-columns.ts";

/**
 * The two rows a keyed move leaves for its retries (its action id's outcome
 * and its Idempotency-Key's reference) shrink by some 160 bytes:
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
  for (const table of Object.keys(IDS) as Table[]) await retypeIdColumns(db, table, IDS[table], true);
}

/** Ids become text again; each action row takes its audit entry's time (its game's last change without one). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(IDS) as Table[]) await retypeIdColumns(db, table, IDS[table], false);
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
