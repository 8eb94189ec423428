import type { WindowCounter } from "../../platform/net/window-counter.ts";
import { DomainError } from "../errors.ts";

/** How many sessions a user may open per hour, counted in the shared window counter (0 = unlimited). */
export interface TableLimit {
  readonly counter: WindowCounter;
  readonly perHour: number;
}

const HOUR_MS = 3_600_000;

/** Counts one more table for `userId`; 429 table_limit_reached, with Retry-After, past the hourly allowance. */
export async function takeTable(limit: TableLimit, userId: string, nowMs: number): Promise<void> {
  if (limit.perHour === 0) return;
  const { count, resetInMs } = await limit.counter.add(`tables:${userId}`, HOUR_MS, nowMs);
  if (count <= limit.perHour) return;
  throw new DomainError(
    "table_limit_reached",
    `At most ${limit.perHour} tables an hour; try again in ${Math.ceil(resetInMs / 60_000)} min.`,
    Math.max(1, Math.ceil(resetInMs / 1000)),
  );
}
