import type { Transformer } from "grammy";
import type { Metrics } from "../platform/metrics.ts";

/**
 * Counts every Bot API request by method and Telegram's answer: 200, the
 * `error_code` of a not-ok answer (429, 400, 403…), or `network` when no
 * answer came. Installed innermost, so each retry counts as a request.
 */
export function countTelegramRequests(counter: Metrics["telegramRequests"]): Transformer {
  return async (prev, method, payload, signal) => {
    try {
      const response = await prev(method, payload, signal);
      counter.inc({ method, code: response.ok ? "200" : String(response.error_code) });
      return response;
    } catch (error) {
      counter.inc({ method, code: "network" });
      throw error;
    }
  };
}
