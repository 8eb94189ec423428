/** An API call's endpoint with identifiers replaced, and the service it belongs to. */
export interface NormalizedEndpoint {
  readonly endpoint: string;
  readonly service: string;
}

export const ID_PLACEHOLDER = ":id";

const VERSION = /^v\d+$/i;

/**
 * Whether a path segment is an identifier: a number (or a date-like run of
 * digits and separators), a UUID, a hex id of 12+ characters, an opaque token
 * of 16+ letters, digits, _ or - with at least 2 digits, or an e-mail address.
 * One pass over the characters: it runs for every segment of every API call.
 */
export function isIdentifierSegment(segment: string): boolean {
  let digits = 0;
  let hex = 0;
  let token = 0;
  let separators = 0;
  let dashes = 0;
  for (let i = 0; i < segment.length; i++) {
    const c = segment.charCodeAt(i);
    if (c === 64) return true; // @
    if (c >= 48 && c <= 57) {
      digits++;
      hex++;
      token++;
    } else if ((c >= 97 && c <= 102) || (c >= 65 && c <= 70)) {
      hex++;
      token++;
    } else if ((c >= 103 && c <= 122) || (c >= 71 && c <= 90)) {
      token++;
    } else if (c === 45) {
      dashes++;
      separators++;
      token++;
    } else if (c === 95) {
      separators++;
      token++;
    } else if (c === 46 || c === 44 || c === 58) {
      separators++;
    }
  }
  const n = segment.length;
  if (digits > 0 && digits + separators === n) return true;
  if (n === 36 && dashes === 4 && hex === 32) return true;
  if (n >= 12 && hex === n) return true;
  return n >= 16 && token === n && digits >= 2;
}

/**
 * `/api/v1/orders/8812/items/3f2b…?expand=1` becomes `/api/v1/orders/:id/items/:id`
 * in service `orders`. Origins, queries and fragments are dropped, so no value a
 * user typed reaches the rollups.
 */
export function normalizeApiPath(raw: string, service?: string): NormalizedEndpoint {
  let path = raw;
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = "/";
    }
  }
  path = path.replace(/[?#].*$/, "");
  const segments = path
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => (isIdentifierSegment(segment) ? ID_PLACEHOLDER : segment));
  const trailing = path.length > 1 && path.endsWith("/") ? "/" : "";
  const endpoint = `/${segments.join("/")}${segments.length ? trailing : ""}`;
  return { endpoint, service: service ?? inferService(segments) };
}

function inferService(segments: readonly string[]): string {
  let i = segments[0]?.toLowerCase() === "api" ? 1 : 0;
  if (VERSION.test(segments[i] ?? "")) i++;
  const name = segments[i];
  return name && name !== ID_PLACEHOLDER ? name.toLowerCase().slice(0, 64) : "default";
}
