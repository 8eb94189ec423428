import type { AnalyticsModule } from "../analytics/analytics-module.ts";
import { createDailyDigestSender } from "../analytics/digest/daily-digest.ts";
import type { ChatModule } from "../chat/chat-module.ts";
import { createTelegramRelay } from "../chat/telegram-relay.ts";
import type { StorefrontConfig } from "../config.ts";

type TelegramConfig = Pick<
  StorefrontConfig,
  "MESSENGER_BOT_TOKEN" | "STOREFRONT_STAFF_CHAT_ID" | "TELEGRAM_API_ROOT"
>;

/** Relays customers' chat messages to the staff Telegram chat; undefined without a bot token or a staff chat. */
export function staffChatRelay(config: TelegramConfig, chat: ChatModule) {
  const { MESSENGER_BOT_TOKEN: token, STOREFRONT_STAFF_CHAT_ID: staffChatId } = config;
  if (!token || !staffChatId) return undefined;
  return createTelegramRelay({ token, apiRoot: config.TELEGRAM_API_ROOT, staffChatId, chat });
}

/** Sends yesterday's analytics digest to the staff Telegram chat; undefined without a bot token or a staff chat. */
export function staffDigestSender(config: TelegramConfig, analytics: AnalyticsModule) {
  const { MESSENGER_BOT_TOKEN: token, STOREFRONT_STAFF_CHAT_ID: staffChatId } = config;
  if (!token || !staffChatId) return undefined;
  return createDailyDigestSender({
    token,
    apiRoot: config.TELEGRAM_API_ROOT,
    staffChatId,
    reports: analytics.reports,
    sql: analytics.database.sql,
    now: Date.now,
  });
}
