/**
 * A parse that keeps its last text and value: one entry, not a map, because
 * a keyed memo costs more to fill than the parse it saves. The value is
 * shared by every reader of the same text, so it is read-only.
 */
export function lastParsed<T>(): { parse(json: string): T; remember(json: string, value: T): void } {
  let lastJson: string | undefined;
  let last: T;
  return {
    parse(json) {
      if (json !== lastJson) {
        last = JSON.parse(json) as T;
        lastJson = json;
      }
      return last;
    },
    /** Makes `value`, already at hand, the parse of `json` (its JSON.stringify). */
    remember(json, value) {
      lastJson = json;
      last = value;
    },
  };
}

/**
 * Parses kept by their text, for texts that repeat across rows (a session's
 * seats, game after game): forgotten all at once when `max` are kept, so a
 * miss never scans for the oldest entry.
 */
export function keptParses<T>(max: number): { parse(json: string): T } {
  const kept = new Map<string, T>();
  return {
    parse(json) {
      let value = kept.get(json);
      if (value === undefined) {
        if (kept.size >= max) kept.clear();
        value = JSON.parse(json) as T;
        kept.set(json, value);
      }
      return value;
    },
  };
}
