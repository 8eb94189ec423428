/** UTM parameters kept from a landing URL; every other query value is dropped. */
export interface Utm {
  readonly source?: string;
  readonly medium?: string;
  readonly campaign?: string;
  readonly term?: string;
  readonly content?: string;
}

export interface PageLocation {
  /** The path without query or fragment. */
  readonly path: string;
  /** Names of the query parameters (not utm_*), sorted; values are never kept. */
  readonly queryKeys: readonly string[];
  readonly utm: Utm;
}

const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
const MAX_QUERY_KEYS = 20;
const MAX_UTM_LENGTH = 100;
const BASE = "http://site.invalid";

/** Splits a page path into path, query parameter names and UTM values. */
export function parsePageLocation(raw: string): PageLocation {
  // Appended, not resolved: "//host/x" must stay a path, and "//[" must not make the URL throw.
  const url = new URL(BASE + raw);
  const keys = new Set<string>();
  const utm: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith("utm_")) {
      const name = key.slice(4);
      const trimmed = value.trim().toLowerCase().slice(0, MAX_UTM_LENGTH);
      if ((UTM_KEYS as readonly string[]).includes(name) && trimmed && !(name in utm)) utm[name] = trimmed;
    } else if (keys.size < MAX_QUERY_KEYS) {
      keys.add(key.slice(0, 64));
    }
  }
  return { path: url.pathname, queryKeys: [...keys].sort(), utm };
}

/** The host of a referrer URL without a leading www., or null when absent or unparsable. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host ? host.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

/** Whether a page path is in the admin area (/admin or below). */
export function isAdminArea(path: string | undefined): boolean {
  return (
    path !== undefined && (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?"))
  );
}
