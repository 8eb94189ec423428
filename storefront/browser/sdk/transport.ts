import type { Identity } from "./identity.ts";

/** An event as the SDK sends it; the server's schema names every field. */
export type SdkEvent = { kind: string; ts: number; [field: string]: unknown };

const MAX_EVENTS = 100;
const MAX_CHARS = 60_000;
const MAX_QUEUE = 500;
const MAX_ATTEMPTS = 6;

/**
 * Queues events and sends them in batches: on an interval, when 50 are
 * waiting, and with sendBeacon when the page is hidden. A failed batch goes
 * back to the front of the queue and is retried with exponential backoff
 * (1 s, 2 s, 4 s ... with jitter, at most 6 tries); 4xx answers are not retried.
 */
export function createTransport(endpoint: string, identity: Identity, intervalMs: number) {
  let queue: SdkEvent[] = [];
  let inFlight = false;
  let attempts = 0;
  let retryAt = 0;

  const take = (): { body: string; sent: SdkEvent[] } | null => {
    if (!queue.length) return null;
    let n = Math.min(queue.length, MAX_EVENTS);
    for (;;) {
      const sent = queue.slice(0, n);
      const body = JSON.stringify({
        visitor_id: identity.visitorId(),
        session_id: identity.session(),
        consent: identity.consent(),
        sent_at: Date.now(),
        viewport: { width: innerWidth, height: innerHeight },
        events: sent,
      });
      if (body.length <= MAX_CHARS || n === 1) {
        queue = queue.slice(n);
        return { body, sent };
      }
      n = Math.ceil(n / 2);
    }
  };

  const flush = (beacon = false): void => {
    if (beacon) {
      for (let batch = take(); batch; batch = take()) {
        if (!navigator.sendBeacon?.(endpoint, batch.body)) {
          queue = batch.sent.concat(queue);
          break;
        }
      }
      return;
    }
    if (inFlight || Date.now() < retryAt) return;
    const batch = take();
    if (!batch) return;
    inFlight = true;
    fetch(endpoint, {
      method: "POST",
      body: batch.body,
      keepalive: true,
      credentials: "omit",
      headers: { "content-type": "text/plain;charset=UTF-8" },
    })
      .then((res) => {
        if (res.status >= 500 || res.status === 429) throw res.status;
        attempts = retryAt = 0;
      })
      .catch(() => {
        if (++attempts < MAX_ATTEMPTS) queue = batch.sent.concat(queue).slice(0, MAX_QUEUE);
        else attempts = 0;
        retryAt = Date.now() + 2 ** attempts * 500 * (1 + Math.random());
      })
      .finally(() => {
        inFlight = false;
        if (queue.length >= 50) flush();
      });
  };

  setInterval(flush, intervalMs);
  return {
    push(event: SdkEvent): void {
      queue.push(event);
      if (queue.length > MAX_QUEUE) queue.shift();
      if (queue.length >= 50) flush();
    },
    flush,
    /** Forgets queued events that consent no longer allows. */
    keepOnly(keep: (event: SdkEvent) => boolean): void {
      queue = queue.filter(keep);
    },
  };
}

export type Transport = ReturnType<typeof createTransport>;
