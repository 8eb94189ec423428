/** The storefront's background jobs, by name, with their payloads. */
export interface JobPayloads {
  /** Tell the customer their order is paid (logged by the test setup; an e-mail in a real shop). */
  order_confirmation: { orderId: string };
  /** Relay a customer's chat message to the staff Telegram chat. */
  chat_relay: { messageId: string };
  /** The daily purge of old analytics events. */
  analytics_purge: Record<string, never>;
  /** Yesterday's analytics digest to the staff Telegram chat. */
  analytics_digest: Record<string, never>;
}

export type JobName = keyof JobPayloads;

/**
 * Where requests put work they must not do inline: an in-process queue by
 * default, BullMQ on Redis with REDIS_URL (run by `npm run storefront:worker`).
 */
export interface JobQueue {
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void>;
}

/** What runs a job; throwing makes the queue retry it with backoff. */
export type JobHandlers = { readonly [N in JobName]: (payload: JobPayloads[N]) => Promise<void> };
