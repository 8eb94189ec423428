interface Waiter<T> {
  readonly item: T;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Gathers items submitted while a flush is running and writes them together
 * in the next flush; each `submit` resolves once its flush has committed, so
 * nothing is acknowledged before it is durable. Under load, flushes grow by
 * themselves: one round trip carries every request that arrived during the
 * previous one.
 */
export function createGroupCommit<T>(flush: (items: readonly T[]) => Promise<void>, maxItems: number) {
  const queue: Waiter<T>[] = [];
  let flushing = false;

  async function run() {
    flushing = true;
    while (queue.length) {
      const taken = queue.splice(0, maxItems);
      try {
        await flush(taken.map((w) => w.item));
        for (const w of taken) w.resolve();
      } catch (error) {
        for (const w of taken) w.reject(error);
      }
    }
    flushing = false;
  }

  return {
    /** Queues `item`; resolves when the flush holding it has committed. */
    submit(item: T): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!flushing) void run();
      });
    },
  };
}
