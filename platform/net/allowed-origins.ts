/** Browser origins allowed to send events: any (`"*"`) or an explicit list. */
export type AllowedOrigins = "*" | readonly string[];

/** Parses "*" or "https://shop.example,https://www.shop.example"; throws naming a bad entry. */
export function parseAllowedOrigins(raw: string): AllowedOrigins {
  if (raw.trim() === "*") return "*";
  const origins = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (origins.length === 0) throw new Error('expected "*" or a comma-separated list of origins');
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`"${origin}" is not an origin such as https://shop.example`);
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== origin)
      throw new Error(`"${origin}" is not an origin such as https://shop.example`);
  }
  return origins;
}

/** Whether a request's Origin header may send events; requests without one are not from a page. */
export function isOriginAllowed(allowed: AllowedOrigins, origin: string | undefined): boolean {
  return origin === undefined || allowed === "*" || allowed.includes(origin);
}

/** Parses CORS_ALLOWED_ORIGINS: empty (same-origin only) or a comma-separated list of origins, never "*". */
export function parseCorsOrigins(raw: string): readonly string[] {
  if (raw.trim() === "") return [];
  const origins = parseAllowedOrigins(raw);
  if (origins === "*") throw new Error("list the origins; * is not accepted for the API");
  return origins;
}
