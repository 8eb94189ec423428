/**
 * Runs `offer` until nothing changed meanwhile (a call during a pass makes it
 * go round again); once started, it also wakes by itself at `nextWakeAt()`,
 * when a held-back lane may write again.
 */
export function createLanePump(offer: () => Promise<void>, nextWakeAt: () => number, now: () => number) {
  let pumping: Promise<void> | undefined;
  let again = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;

  function arm(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!started) return;
    const next = nextWakeAt();
    if (next === Number.POSITIVE_INFINITY) return;
    timer = setTimeout(() => void pump(), Math.max(0, next - now()));
    timer.unref();
  }

  function pump(): Promise<void> {
    again = true;
    pumping ??= (async () => {
      try {
        while (again) {
          again = false;
          await offer();
        }
        arm();
      } finally {
        pumping = undefined;
      }
    })();
    return pumping;
  }

  return {
    pump,
    /** The pass under way, if any. */
    get current(): Promise<void> | undefined {
      return pumping;
    },
    start(): void {
      started = true;
      arm();
    },
    stop(): void {
      started = false;
      arm();
    },
  };
}
