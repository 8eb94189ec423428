import type { Selectable } from "kysely";
import type { BotStorageTable } from "../messenger-schema.ts";
import type { Reader, WriteTx } from "../store.ts";

export type BotStorageRow = Selectable<BotStorageTable>;

/** The stored JSON value of a bot storage key, if any. */
export async function readBotStorage(r: Reader, key: string): Promise<string | undefined> {
  const row = await r.db.selectFrom("bot_storage").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

/** Stores a JSON value under a bot storage key, replacing the one there. */
export async function writeBotStorage(tx: WriteTx, row: BotStorageRow): Promise<void> {
  await tx.db
    .insertInto("bot_storage")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}

/** Deletes a bot storage key. */
export async function deleteBotStorage(tx: WriteTx, key: string): Promise<void> {
  await tx.db.deleteFrom("bot_storage").where("key", "=", key).execute();
}

/** Every bot storage row whose key starts with `prefix` (letters, digits and colons, so nothing in it is a LIKE wildcard). */
export async function listBotStorage(r: Reader, prefix: string): Promise<BotStorageRow[]> {
  if (!/^[A-Za-z0-9:]+$/.test(prefix)) throw new Error(`not a storage key prefix: ${prefix}`);
  return r.db.selectFrom("bot_storage").selectAll().where("key", "like", `${prefix}%`).execute();
}
