import { KEYS, storage, uuid } from "./storage.ts";

export type ConsentState = "pending" | "granted" | "denied";

const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * Consent, visitor and session ids. Nothing identifying is written to
 * storage before consent: without it, a per-page-load visitor id is used
 * (only user_error events are sent then).
 */
export function createIdentity() {
  const ephemeral = uuid();
  const consent = (): ConsentState => {
    const value = storage.get(KEYS.consent);
    return value === "granted" || value === "denied" ? value : "pending";
  };
  return {
    consent,
    /** True the first time this browser is asked; remembers "pending" (the seed's value, no identifier). */
    firstAsked(): boolean {
      if (storage.get(KEYS.consent)) return false;
      storage.set(KEYS.consent, "pending");
      return true;
    },
    setConsent(state: ConsentState): void {
      storage.set(KEYS.consent, state);
      if (state !== "granted")
        for (const key of [KEYS.visitor, KEYS.session, KEYS.sessionStartedAt, KEYS.lastActivityAt])
          storage.remove(key);
    },
    visitorId(): string {
      if (consent() !== "granted") return ephemeral;
      let id = storage.get(KEYS.visitor);
      if (!id) {
        id = uuid();
        storage.set(KEYS.visitor, id);
      }
      return id;
    },
    /** The current session id without counting as activity. */
    session(): string | undefined {
      return (consent() === "granted" && storage.get(KEYS.session)) || undefined;
    },
    /** The session id, renewed after 30 minutes without activity; each call is activity. */
    sessionId(now: number): string | undefined {
      if (consent() !== "granted") return undefined;
      let id = storage.get(KEYS.session);
      const last = Number(storage.get(KEYS.lastActivityAt));
      if (!id || !(now - last <= SESSION_TIMEOUT_MS)) {
        id = uuid();
        storage.set(KEYS.session, id);
        storage.set(KEYS.sessionStartedAt, String(now));
      }
      storage.set(KEYS.lastActivityAt, String(now));
      return id;
    },
  };
}

export type Identity = ReturnType<typeof createIdentity>;
