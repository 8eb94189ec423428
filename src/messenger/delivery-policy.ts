import { hostname } from "node:os";

/** The messenger's delivery timings: how long leases run, how retries back off, when chores are due. */
export const DELIVERY_POLICY = {
  /** A lease on a notice or a board message: short, renewed every third of it while in hand. */
  leaseMs: 5_000,
  heartbeatEveryMs: 5_000,
  pruneEveryMs: 3_600_000,
  /** Delivered notices and send claims are kept this long; redeliveries never come later. */
  keepMs: 2 * 86_400_000,
} as const;

/** How long a notice that failed `attempts` times before waits for its next try: doubling from 1 s, at most a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** attempts);
}

/**
 * The default lease owner: host and process id, the same when a container
 * restarts, so the new process takes its dead leases back at once.
 */
export function defaultOwner(): string {
  return `${hostname()}:${process.pid}`;
}

/** The message of anything thrown, for the outbox's last error. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
