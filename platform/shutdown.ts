import type { Logger } from "pino";

/**
 * The draining state of a process that serves HTTP: after SIGTERM, /readyz
 * answers 503 for `drainMs` (a load balancer or Kubernetes stops sending
 * traffic) before the listener closes.
 */
export function createDrain(drainMs: number) {
  let draining = false;
  return {
    draining: () => draining,
    async start(): Promise<void> {
      draining = true;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    },
  };
}

/** On the first SIGINT/SIGTERM runs `stop` (stop accepting, finish in-flight work, close), bounded by `timeoutMs`. */
export function onShutdown(logger: Logger, timeoutMs: number, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    await stop();
    logger.info("stopped");
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}
