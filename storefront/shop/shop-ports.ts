import type { Config } from "../../src/config.ts";
import type { ShopServiceName } from "./shop-routes.ts";

/** The configured port of every service the shop calls. */
export function shopPorts(config: Config): Record<ShopServiceName, number> {
  return {
    auth: config.AUTH_PORT,
    user: config.USER_PORT,
    product: config.PRODUCT_PORT,
    order: config.ORDER_PORT,
    review: config.REVIEW_PORT,
    chat: config.CHAT_PORT,
    analytics: config.ANALYTICS_PORT,
  };
}
