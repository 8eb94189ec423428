const SEP = "\u0000";

/** The key of a rollup row in memory: its key columns joined by a separator no value holds. */
export function rowKey(...parts: readonly string[]): string {
  return parts.join(SEP);
}

/** The map's value for `key`, made (and stored) by `make` the first time. */
export function getOrCreate<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
