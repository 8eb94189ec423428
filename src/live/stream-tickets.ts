import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { WindowCounter } from "../../platform/net/window-counter.ts";

/** What a stream ticket lets its bearer do: open one session's event stream, as one user, once, until it expires. */
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
  /** The claims of a valid, unexpired, still unused ticket for `sessionId`, or null; a ticket is spent by its first redemption. */
  redeem(ticket: string, sessionId: string): Promise<StreamTicketClaims | null>;
}

const PURPOSE = "session-events";

/**
 * Short-lived, single-purpose, single-use tickets for EventSource, which
 * cannot send an Authorization header: the credential itself never goes into
 * a URL (where logs and history keep it), only a ticket that opens one stream
 * once within a minute, so a ticket read from a log is already spent. Spent
 * tickets are counted in `spent` (Redis with REDIS_URL, so a ticket spent on
 * one process is spent on all), each for the rest of its lifetime only.
 */
export function createStreamTickets(
  secret: string,
  now: () => number,
  spent: WindowCounter,
  ttlSeconds = 60,
): StreamTickets {
  const sign = (body: string) =>
    createHmac("sha256", secret).update(`${PURPOSE}.${body}`).digest("base64url");
  return {
    ttlSeconds,
    issue(userId, sessionId) {
      const expiresAt = now() + ttlSeconds * 1000;
      const nonce = randomBytes(12).toString("base64url");
      const body = Buffer.from(JSON.stringify([userId, sessionId, expiresAt, nonce])).toString("base64url");
      return { ticket: `${body}.${sign(body)}`, expiresAt };
    },
    async redeem(ticket, sessionId) {
      const [body, mac, extra] = ticket.split(".");
      if (!body || !mac || extra !== undefined) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [userId, ticketSession, expiresAt, nonce] = JSON.parse(
        Buffer.from(body, "base64url").toString(),
      ) as [string, string, number, string];
      const at = now();
      if (ticketSession !== sessionId || expiresAt <= at) return null;
      const uses = await spent.add(`stream-ticket:${nonce}`, expiresAt - at, at);
      if (uses.count > 1) return null;
      return { userId, sessionId, expiresAt };
    },
  };
}
