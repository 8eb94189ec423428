import type { Config } from "../../src/config.ts";
import type { StorefrontConfig } from "../../storefront/config.ts";
import type { StorefrontServiceName } from "../../storefront/create-service-app.ts";
import { STOREFRONT_SERVICES } from "../../storefront/service-args.ts";

/** Every service the release check calls: the eight storefront services and the game API (`api`). */
export type ReleaseService = StorefrontServiceName | "api";
export const RELEASE_SERVICES: readonly ReleaseService[] = [...STOREFRONT_SERVICES, "api"];
export type ReleaseTargets = Readonly<Record<ReleaseService, string>>;

/** Each service's health path (the seed's table; the game API's own). */
export const HEALTH_PATHS: Readonly<Record<ReleaseService, string>> = {
  auth: "/api/health/",
  user: "/api/health/",
  product: "/api/health/",
  order: "/api/health/",
  review: "/api/health/",
  admin: "/api/admin/ops/health/",
  chat: "/api/chat/health/",
  analytics: "/api/analytics/health/",
  api: "/api/v1/health",
};

/** The listen addresses of both products, each from its own configuration. */
export type ListenConfig = Pick<Config, "HOST" | "PORT"> &
  Pick<
    StorefrontConfig,
    | "STOREFRONT_HOST"
    | "AUTH_PORT"
    | "USER_PORT"
    | "PRODUCT_PORT"
    | "ORDER_PORT"
    | "REVIEW_PORT"
    | "ADMIN_PORT"
    | "CHAT_PORT"
    | "ANALYTICS_PORT"
  >;

/** Where the services listen on this machine, from the same configuration they start with. */
export function localTargets(config: ListenConfig): ReleaseTargets {
  const storefront = (port: number) => `http://${hostOf(config.STOREFRONT_HOST)}:${port}`;
  return {
    auth: storefront(config.AUTH_PORT),
    user: storefront(config.USER_PORT),
    product: storefront(config.PRODUCT_PORT),
    order: storefront(config.ORDER_PORT),
    review: storefront(config.REVIEW_PORT),
    admin: storefront(config.ADMIN_PORT),
    chat: storefront(config.CHAT_PORT),
    analytics: storefront(config.ANALYTICS_PORT),
    api: `http://${hostOf(config.HOST)}:${config.PORT}`,
  };
}

/** A wildcard listen address is reached on loopback; an IPv6 literal needs brackets in a URL. */
function hostOf(listen: string): string {
  if (listen === "0.0.0.0") return "127.0.0.1";
  if (listen === "::") return "[::1]";
  return listen.includes(":") ? `[${listen}]` : listen;
}
