import type { AnalyticsModule } from "../analytics/analytics-public.ts";
import { DomainError } from "../errors.ts";

/** How the admin service reaches the analytics module; `module()` throws 503 when it cannot. */
export interface AnalyticsGateway {
  module(): Promise<AnalyticsModule>;
}

export interface AnalyticsGatewayOptions {
  /** False when ANALYTICS_ENABLED is off: every call is 503. */
  readonly enabled: boolean;
  /** Opens the module; a failure is remembered and retried after `retryMs`. */
  readonly open: () => Promise<AnalyticsModule>;
  readonly retryMs?: number;
  readonly now?: () => number;
  readonly onOpenError?: (error: unknown) => void;
}

/**
 * Opens the analytics module on first use and keeps it. When the database
 * cannot be opened, reports answer 503 and the next attempt waits `retryMs`,
 * so a broken file does not cost an open per request.
 */
export function createAnalyticsGateway(options: AnalyticsGatewayOptions): AnalyticsGateway {
  const { retryMs = 10_000, now = Date.now } = options;
  let opened: Promise<AnalyticsModule> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  return {
    async module() {
      if (!options.enabled)
        throw new DomainError(
          "analytics_unavailable",
          "Web analytics is disabled (ANALYTICS_ENABLED=false).",
        );
      if (!opened) {
        if (now() - failedAt < retryMs)
          throw new DomainError("analytics_unavailable", "The analytics database cannot be opened.");
        opened = options.open();
      }
      try {
        return await opened;
      } catch (error) {
        opened = undefined;
        failedAt = now();
        options.onOpenError?.(error);
        throw new DomainError("analytics_unavailable", "The analytics database cannot be opened.");
      }
    },
  };
}

/** A gateway over a module the process already opened (both services in one process). */
export function staticAnalyticsGateway(module: AnalyticsModule | null): AnalyticsGateway {
  return createAnalyticsGateway({
    enabled: module !== null,
    open: async () => module as AnalyticsModule,
  });
}
