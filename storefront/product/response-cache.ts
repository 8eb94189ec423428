/**
 * A tiny time-boxed cache of serialized responses: the public catalogue is
 * read far more often than it changes, so a page may be up to `ttlMs` old.
 * Bounded, so a flood of distinct queries cannot grow memory.
 */
export interface ResponseCache {
  /** The cached body for `key`, or the one `build` makes now (then kept for `ttlMs`). */
  get(key: string, build: () => Promise<string>): Promise<string>;
}

/** Creates a cache keeping at most `maxEntries` bodies for `ttlMs` each. */
export function createResponseCache(
  ttlMs: number,
  maxEntries: number,
  now: () => number = Date.now,
): ResponseCache {
  const entries = new Map<string, { at: number; body: Promise<string> }>();
  return {
    get(key, build) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.body;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      // Concurrent misses share one build; a failed build is forgotten at once.
      const body = build();
      entries.set(key, { at: now(), body });
      body.catch(() => entries.delete(key));
      return body;
    },
  };
}
