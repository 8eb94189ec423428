import type { Kysely, Selectable } from "kysely";
import type { BotStorageTable, Database } from "../db/schema.ts";

export type BotStorageRow = Selectable<BotStorageTable>;

/** The stored JSON value of a bot storage key, if any. */
export async function readBotStorage(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("bot_storage").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

/** Stores a JSON value under a bot storage key, replacing the one there. */
export async function writeBotStorage(db: Kysely<Database>, row: BotStorageRow): Promise<void> {
  await db
    .insertInto("bot_storage")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}

/** Deletes a bot storage key. */
export async function deleteBotStorage(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("bot_storage").where("key", "=", key).execute();
}
