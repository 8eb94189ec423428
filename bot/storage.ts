import type { StorageAdapter } from "grammy";
import type { Messenger } from "../src/messenger/messenger.ts";

/**
 * The bot framework's key/value storage in the core's database, as JSON rows
 * of one table. grammY sessions and conversation state survive restarts with
 * it and are shared by every process on the same database. `namespace` keeps
 * the kinds apart.
 */
export function createBotStorage<T>(
  messenger: Messenger,
  namespace: string,
  now: () => number = Date.now,
): StorageAdapter<T> {
  const keyOf = (key: string) => `${namespace}:${key}`;
  return {
    async read(key) {
      const value = await messenger.readStorage(keyOf(key));
      return value === undefined ? undefined : (JSON.parse(value) as T);
    },
    async write(key, value) {
      await messenger.writeStorage({
        key: keyOf(key),
        value: JSON.stringify(value),
        updated_at: new Date(now()).toISOString(),
      });
    },
    async delete(key) {
      await messenger.deleteStorage(keyOf(key));
    },
  };
}
