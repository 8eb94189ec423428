/** A count with thousands separators. */
export const formatNumber = (n: number) => n.toLocaleString("en-US");

/** A 0..1 rate as a percentage with one decimal. */
export const formatRate = (r: number) => `${(r * 100).toFixed(1)}%`;

/** Milliseconds, or seconds from one second up; a dash for no value. */
export const formatMs = (ms: number | null) =>
  ms === null ? "–" : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

/** An ISO timestamp as `YYYY-MM-DD HH:MM:SS`. */
export const formatDateTime = (iso: string) => iso.replace("T", " ").slice(0, 19);
