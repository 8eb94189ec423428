/** One media range of an Accept header with its weight. */
interface MediaRange {
  readonly type: string;
  readonly q: number;
}

function parseAccept(header: string): MediaRange[] {
  return header
    .split(",")
    .map((part) => {
      const [range = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
      const qParam = params.find((p) => p.startsWith("q="));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { type: range, q: Number.isFinite(q) ? Math.min(1, Math.max(0, q)) : 0 };
    })
    .filter((r) => r.type !== "");
}

/** The weight the most specific matching range of `ranges` gives to `type` (RFC 9110 §12.5.1). */
function weightOf(ranges: readonly MediaRange[], type: string): number {
  const [major] = type.split("/");
  const exact = ranges.find((r) => r.type === type);
  if (exact) return exact.q;
  const partial = ranges.find((r) => r.type === `${major}/*`);
  if (partial) return partial.q;
  return ranges.find((r) => r.type === "*/*")?.q ?? 0;
}

/**
 * Picks the offered type the client weighs highest; ties go to the earlier
 * offer, so a client accepting anything (axios sends `application/json,
 * text/plain, *\/*`) gets the first. Without an Accept header, the first.
 */
export function negotiate<const T extends string>(
  header: string | undefined,
  offers: readonly [T, ...T[]],
): T {
  if (!header) return offers[0];
  const ranges = parseAccept(header);
  let best = offers[0];
  let bestWeight = -1;
  for (const offer of offers) {
    const weight = weightOf(ranges, offer);
    if (weight > bestWeight) {
      best = offer;
      bestWeight = weight;
    }
  }
  return best;
}
