/** An instant (ms since the epoch) as the ISO-8601 UTC text every table stores; it sorts as text. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
