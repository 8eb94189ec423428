import { LRUCache } from "lru-cache";

/**
 * Documents already built, by a key that names everything they show, handed
 * out frozen: every reader of a key gets the same object, so an adapter may
 * keep its serialized form by identity (`http/lazy-serializers.ts`).
 */
export interface FrozenCache<T extends object> {
  get(key: string): T | undefined;
  /** Freezes `doc`, keeps it under `key` and returns it. */
  keep(key: string, doc: T): T;
}

/** Keeps at most `max` documents, dropping the least recently used. */
export function createFrozenCache<T extends object>(max: number): FrozenCache<T> {
  const documents = new LRUCache<string, T>({ max });
  return {
    get: (key) => documents.get(key),
    keep(key, doc) {
      const frozen = Object.freeze(doc);
      documents.set(key, frozen);
      return frozen;
    },
  };
}
