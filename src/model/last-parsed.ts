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
