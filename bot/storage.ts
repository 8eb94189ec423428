import type { StorageAdapter } from "grammy";
import type { Kysely } from "kysely";
import type { Database } from "../src/db/schema.ts";
import {
  deleteBotStorage,
  readBotStorage,
  writeBotStorage,
} from "../src/messenger/bot-storage-repository.ts";

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
      const value = await readBotStorage(db, keyOf(key));
      return value === undefined ? undefined : (JSON.parse(value) as T);
    },
    async write(key, value) {
      await writeBotStorage(db, {
        key: keyOf(key),
        value: JSON.stringify(value),
        updated_at: new Date(now()).toISOString(),
      });
    },
    async delete(key) {
      await deleteBotStorage(db, keyOf(key));
    },
  };
}
