const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next `hourUtc`:00 UTC (a full day when it is that instant). */
export function msUntilNextHour(now: number, hourUtc: number): number {
  const today = now - (now % DAY_MS) + hourUtc * 3_600_000;
  return (today > now ? today : today + DAY_MS) - now;
}

/**
 * Runs `task` every day at `hourUtc`:00 UTC. Timers are unref'd, so a
 * pending run never keeps the process alive; a run never overlaps the next.
 */
export function scheduleDaily(hourUtc: number, task: () => Promise<void>, now: () => number = Date.now) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const arm = () => {
    timer = setTimeout(
      () => {
        running = task().finally(() => {
          running = undefined;
          arm();
        });
      },
      msUntilNextHour(now(), hourUtc),
    );
    timer.unref();
  };
  arm();
  return {
    /** Cancels future runs and waits for one in progress. */
    async stop(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
