/** The SDK's localStorage keys. */
export const KEYS = {
  consent: "site_analytics_consent",
  visitor: "site_analytics_visitor_id",
  session: "site_analytics_session_id",
  sessionStartedAt: "site_analytics_session_started_at",
  /** Not in the seed's table: started_at alone cannot tell 30 minutes of inactivity. */
  lastActivityAt: "site_analytics_session_last_activity_at",
} as const;

/** localStorage access that never throws (storage can be disabled, full or blocked). */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode or quota: the SDK keeps working with in-memory ids.
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to clean when storage is unavailable.
    }
  },
};

/** A random UUID v4; crypto.randomUUID only exists in secure contexts, getRandomValues everywhere. */
export function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 15) | 64;
  b[8] = ((b[8] as number) & 63) | 128;
  const h = Array.from(b, (x) => (x + 256).toString(16).slice(1)).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
