import type { Principal } from "./principal.ts";

export interface PrincipalCache {
  get(key: string, nowMs: number): Principal | undefined;
  set(key: string, principal: Principal, untilMs: number): void;
  /** Forgets every credential of a user (an erased account's answer 401 at once in this process). */
  forgetUser(userId: string): void;
}

/**
 * A short-lived memory of verified credentials. Every request presents its
 * token, and re-verifying it (a JWT signature or a guest-token lookup) costs
 * more than the rest of a read; a few seconds of memory removes that cost
 * while never outliving the credential's own expiry. Bounded, oldest first out.
 */
export function createPrincipalCache(ttlMs: number, maxEntries = 10_000): PrincipalCache {
  const entries = new Map<string, { principal: Principal; until: number }>();
  return {
    get(key, nowMs) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > nowMs) return entry.principal;
      entries.delete(key);
      return undefined;
    },
    set(key, principal, untilMs) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { principal, until: untilMs });
    },
    forgetUser(userId) {
      for (const [key, entry] of entries) if (entry.principal.userId === userId) entries.delete(key);
    },
  };
}
