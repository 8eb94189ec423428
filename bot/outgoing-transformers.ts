import { type AutoRetryOptions, autoRetry } from "@grammyjs/auto-retry";
import type { Api, Transformer } from "grammy";
import type { Core } from "../src/core.ts";
import type { PaceLimits, Pacer } from "./delivery/pacer.ts";
import { countTelegramRequests } from "./telegram-metrics.ts";
import { createChatThrottle } from "./throttle.ts";

/** What the bot's replies go through on their way to Telegram. */
export interface Outgoing {
  /** Installs the whole chain on an Api: counted, paced per chat, retried. */
  install(api: Api): void;
  /** Only the counting (the delivery's own client paces and retries by itself). */
  readonly counted: readonly Transformer[];
}

/** The outgoing chain: request counting (with metrics on), the chat throttle (unless off), auto-retry. */
export function createOutgoing(
  core: Core,
  pacer: Pacer,
  throttleLimits: PaceLimits | false | undefined,
  retryOptions: Partial<AutoRetryOptions> | undefined,
): Outgoing {
  const throttle = throttleLimits === false ? undefined : createChatThrottle(pacer);
  const retry = autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60, ...retryOptions });
  const counted = core.metrics.enabled ? [countTelegramRequests(core.metrics.telegramRequests)] : [];
  // Installed innermost first: each retry goes through the throttle again, and is counted.
  const chain: Transformer[] = [...counted, ...(throttle ? [throttle] : []), retry];
  return {
    install(api) {
      for (const transformer of chain) api.config.use(transformer);
    },
    counted,
  };
}
