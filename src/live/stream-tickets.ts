import { createHmac, timingSafeEqual } from "node:crypto";

/** What a stream ticket lets its bearer do: open one session's event stream, as one user, until it expires. */
export interface StreamTicketClaims {
  readonly userId: string;
  readonly sessionId: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

export interface StreamTickets {
  readonly ttlSeconds: number;
  /** A ticket for `userId` to open the stream of `sessionId`. */
  issue(userId: string, sessionId: string): { ticket: string; expiresAt: number };
  /** The claims of a valid, unexpired ticket for `sessionId`, or null. */
  verify(ticket: string, sessionId: string): StreamTicketClaims | null;
}

const PURPOSE = "session-events";

/**
 * Short-lived, single-purpose tickets for EventSource, which cannot send an
 * Authorization header: the credential itself never goes into a URL (where
 * logs and history keep it), only a ticket that opens one stream for a minute.
 */
export function createStreamTickets(secret: string, now: () => number, ttlSeconds = 60): StreamTickets {
  const sign = (body: string) =>
    createHmac("sha256", secret).update(`${PURPOSE}.${body}`).digest("base64url");
  return {
    ttlSeconds,
    issue(userId, sessionId) {
      const expiresAt = now() + ttlSeconds * 1000;
      const body = Buffer.from(JSON.stringify([userId, sessionId, expiresAt])).toString("base64url");
      return { ticket: `${body}.${sign(body)}`, expiresAt };
    },
    verify(ticket, sessionId) {
      const [body, mac, extra] = ticket.split(".");
      if (!body || !mac || extra !== undefined) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [userId, ticketSession, expiresAt] = JSON.parse(Buffer.from(body, "base64url").toString()) as [
        string,
        string,
        number,
      ];
      if (ticketSession !== sessionId || expiresAt <= now()) return null;
      return { userId, sessionId, expiresAt };
    },
  };
}
