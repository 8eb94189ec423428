import { inSlices } from "../../src/live/slices.ts";

/**
 * Rounds each ping interval is split into. Pinging ten thousand watchers at
 * once held the event loop for a tenth of a second or more (a player's move
 * waited behind it); a round pings one share, in slices that yield.
 */
const ROUNDS = 30;

/** What a ping round pings. */
export interface Pingable {
  /** Pings, or closes a connection that sent nothing (not even a pong) since the last ping. */
  ping(): void;
}

/**
 * Pings every added connection once per `intervalMs`: connections are dealt
 * into shares, and every `intervalMs / ROUNDS` the next share is pinged.
 */
export function pingRounds(intervalMs: number) {
  const shares = Array.from({ length: ROUNDS }, () => new Set<Pingable>());
  let dealt = 0;
  let next = 0;
  const timer = setInterval(
    () => {
      const share = shares[next] as Set<Pingable>;
      next = (next + 1) % ROUNDS;
      if (share.size > 0) void inSlices([...share], (connection) => connection.ping());
    },
    Math.max(1, intervalMs / ROUNDS),
  );
  timer.unref();
  return {
    /** Pings the connection from now on; returns what stops it. */
    add(connection: Pingable): () => void {
      const share = shares[dealt++ % ROUNDS] as Set<Pingable>;
      share.add(connection);
      return () => share.delete(connection);
    },
    stop: () => clearInterval(timer),
  };
}
