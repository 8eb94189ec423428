/** Delays that grow after each failure and start again after a success. */
export interface Backoff {
  next(): number;
  reset(): void;
}

/** Delays doubling from 500 ms to 10 s, as the SSE stream retries. */
export function backoff(): Backoff {
  let delay = 500;
  return {
    next() {
      const current = delay;
      delay = Math.min(delay * 2, 10_000);
      return current;
    },
    reset() {
      delay = 500;
    },
  };
}

/** Reconnects in a row that fail before `ready` (once the socket has worked) before the page turns to SSE. */
const FAILURES_BEFORE_FALLBACK = 3;

/**
 * When a dropped socket is opened again: after a growing delay once it has
 * worked, at once when the browser comes back online, and never when it has
 * not worked yet or keeps failing before `ready`.
 */
export function reconnection(open: () => void) {
  const delays = backoff();
  let everReady = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  window.addEventListener("online", () => {
    if (!timer) return;
    cancel();
    delays.reset();
    open();
  });
  return {
    /** Whether a reopen is waiting for its delay. */
    waiting: () => timer !== undefined,
    cancel,
    /** The socket is ready: the next drop starts from the shortest delay. */
    succeeded() {
      everReady = true;
      failures = 0;
      delays.reset();
    },
    /** Schedules a reopen after a drop; false when the channel should give up instead. */
    afterDrop(wasReady: boolean): boolean {
      if (!wasReady && (!everReady || ++failures >= FAILURES_BEFORE_FALLBACK)) return false;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        open();
      }, delays.next());
      return true;
    },
  };
}
