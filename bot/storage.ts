import type { StorageAdapter } from "grammy";
import type { Kysely } from "kysely";
import type { Database } from "../src/db/schema.ts";

/**
 * The bot framework's key/value storage in SQLite, as JSON rows of one table.
 * grammY sessions and conversation state survive restarts with it and are
 * shared by every process on the same file. `namespace` keeps the two apart.
 */
export function createSqliteStorage<T>(
  db: Kysely<Database>,
  namespace: string,
  now: () => number = Date.now,
): StorageAdapter<T> {
  const keyOf = (key: string) => `${namespace}:${key}`;
  return {
    async read(key) {
      const row = await db
        .selectFrom("bot_storage")
        .select("value")
        .where("key", "=", keyOf(key))
        .executeTakeFirst();
      return row ? (JSON.parse(row.value) as T) : undefined;
    },
    async write(key, value) {
      const json = JSON.stringify(value);
      const at = new Date(now()).toISOString();
      await db
        .insertInto("bot_storage")
        .values({ key: keyOf(key), value: json, updated_at: at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at: at }))
        .execute();
    },
    async delete(key) {
      await db.deleteFrom("bot_storage").where("key", "=", keyOf(key)).execute();
    },
  };
}
