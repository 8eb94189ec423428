import type { Logger } from "pino";
import type { JobHandlers } from "./shared/job-queue.ts";

export interface StorefrontJobDeps {
  readonly logger: Logger;
  /** Sends a customer's chat message to the staff Telegram chat; absent when no bot is configured. */
  readonly relayChatMessage?: (messageId: string) => Promise<void>;
  /** The daily analytics purge; absent where the analytics module is not open. */
  readonly purgeAnalytics?: () => Promise<void>;
  /** Sends yesterday's digest to the staff chat; absent without a bot, a staff chat or analytics. */
  readonly sendDailyDigest?: () => Promise<void>;
}

/** What each storefront job does; the embedded queue and the BullMQ worker run the same handlers. */
export function createStorefrontJobHandlers(deps: StorefrontJobDeps): JobHandlers {
  return {
    async order_confirmation({ orderId }) {
      // A real shop sends an e-mail here; the test setup records that the confirmation went out.
      deps.logger.info({ orderId }, "order confirmation sent");
    },
    async chat_relay({ messageId }) {
      if (deps.relayChatMessage) await deps.relayChatMessage(messageId);
    },
    async analytics_purge() {
      if (deps.purgeAnalytics) await deps.purgeAnalytics();
    },
    async analytics_digest() {
      if (deps.sendDailyDigest) await deps.sendDailyDigest();
    },
  };
}
