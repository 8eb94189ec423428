import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Logger } from "pino";
import type { HardeningConfig } from "../http/hardening.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { AUTH_MIGRATIONS } from "./auth/auth-tables.ts";
import { chatRoutes } from "./chat/chat-routes.ts";
import { CHAT_MIGRATIONS } from "./chat/chat-tables.ts";
import { openConversationRoutes } from "./chat/open-conversation-routes.ts";
import type { StorefrontConfig } from "./config.ts";
import { cartRoutes } from "./order/cart-routes.ts";
import { checkoutRoutes } from "./order/checkout-routes.ts";
import { orderRoutes } from "./order/order-routes.ts";
import { ORDER_MIGRATIONS } from "./order/order-tables.ts";
import { productRoutes } from "./product/product-routes.ts";
import { PRODUCT_MIGRATIONS } from "./product/product-tables.ts";
import { reviewRoutes } from "./review/review-routes.ts";
import { REVIEW_MIGRATIONS } from "./review/review-tables.ts";
import { type BackendAppOptions, createBackendApp } from "./shared/create-backend-app.ts";
import { databaseCheck } from "./shared/database-check.ts";
import { serviceCheck } from "./shared/dependency-checks.ts";
import type { HealthCheck } from "./shared/health.ts";
import type { ServiceMigrations } from "./shared/service-migrations.ts";
import type { StorefrontPlatform } from "./storefront-platform.ts";
import { userRoutes } from "./user/user-routes.ts";
import { USER_MIGRATIONS } from "./user/user-tables.ts";

interface BackendService {
  readonly migrations: ServiceMigrations;
  readonly bodyLimit: number;
  readonly openapiPath: string;
  readonly title: string;
  readonly description: string;
  readonly healthPath?: string;
  routes(platform: StorefrontPlatform): FastifyPluginAsyncTypebox[];
}

/** The six backend services: each one's tables, limits, OpenAPI document and routes. */
const SERVICES = {
  auth: {
    migrations: AUTH_MIGRATIONS,
    bodyLimit: 8 * 1024,
    openapiPath: "/api/auth/openapi.json",
    title: "Storefront auth service",
    description:
      "The storefront's own accounts (separate from game players): registration, sign-in, rotating refresh tokens and sign-out. Access tokens are JWTs (HS256 pinned) with `sub` and `is_staff`, audience `storefront`; every storefront service verifies them. Staff accounts come from `npm run create-staff`.",
    routes: (p) => [authRoutes(p.auth)],
  },
  user: {
    migrations: USER_MIGRATIONS,
    bodyLimit: 4 * 1024,
    openapiPath: "/api/users/openapi.json",
    title: "Storefront user service",
    description:
      "The signed-in customer's account (from the auth service) and profile: display name, phone and shipping address.",
    routes: (p) => [userRoutes(p.users, p.authenticator)],
  },
  product: {
    migrations: PRODUCT_MIGRATIONS,
    bodyLimit: 4 * 1024,
    openapiPath: "/api/models/openapi.json",
    title: "Storefront product service",
    description:
      "The public catalogue (no credentials): pages, search, categories, and product details with a view counter kept apart from analytics, and the rating summary of the review service. Prices are integer cents.",
    routes: (p) => [productRoutes(p.products, (ids) => p.reviews.summaries(ids))],
  },
  order: {
    migrations: ORDER_MIGRATIONS,
    bodyLimit: 4 * 1024,
    openapiPath: "/api/orders/openapi.json",
    title: "Storefront order service",
    description:
      "Carts, checkout and orders for storefront accounts (Bearer access tokens from the auth service). Order status: pending → paid → shipped, or cancelled. Payment goes through a test provider (see checkout).",
    routes: (p) => [
      cartRoutes(p.orders, p.authenticator),
      checkoutRoutes(p.orders, p.authenticator),
      orderRoutes(p.orders, p.authenticator),
    ],
  },
  review: {
    migrations: REVIEW_MIGRATIONS,
    bodyLimit: 8 * 1024,
    openapiPath: "/api/reviews/openapi.json",
    title: "Storefront review service",
    description:
      "Product reviews (1–5 stars and a text): anyone may read them; only a customer with a paid or shipped order holding the product may write one, once. The product service shows their summary.",
    routes: (p) => [reviewRoutes(p.reviews, p.authenticator)],
  },
  chat: {
    migrations: CHAT_MIGRATIONS,
    bodyLimit: 8 * 1024,
    healthPath: "/api/chat/health/",
    openapiPath: "/api/chat/openapi.json",
    title: "Storefront chat service",
    description:
      "Conversations between a customer and the shop's staff. Customers see their own; staff (is_staff tokens) see and answer all of them, here or on the admin service under /api/admin/chat/. New customer messages are relayed to a staff Telegram chat by a background job when the bot is configured.",
    routes: (p) => [
      chatRoutes(p.chat, p.authenticator.customer, "/api/chat", "a customer's own; staff see all"),
      openConversationRoutes(p.chat, p.authenticator.customer, "/api/chat"),
    ],
  },
} satisfies Readonly<Record<string, BackendService>>;

/** A backend service's name: a key of the table above. */
export type BackendServiceName = keyof typeof SERVICES;

/** A backend service's entry, seen through the table's shape. */
function serviceOf(name: BackendServiceName): BackendService {
  return SERVICES[name];
}

export interface BackendAppsDeps {
  readonly platform: StorefrontPlatform;
  readonly config: HardeningConfig;
  readonly logger: Logger;
  /** Checks this service adds after its database check (the in-memory store, its worker, the bot). */
  readonly checks?: readonly HealthCheck[];
  /** The process's probes and metrics (storefront/main.ts); none in tests that build one app. */
  readonly observability?: BackendAppOptions["observability"];
}

/** Where each backend service serves its OpenAPI document. */
export function openapiPathOf(name: BackendServiceName): string {
  return serviceOf(name).openapiPath;
}

/** Builds one backend service's Fastify app (not listening). */
export function createBackendServiceApp(name: BackendServiceName, deps: BackendAppsDeps) {
  const service = serviceOf(name);
  return createBackendApp({
    service: name,
    config: deps.config,
    counter: deps.platform.counter,
    logger: deps.logger,
    bodyLimit: service.bodyLimit,
    openapiPath: service.openapiPath,
    title: service.title,
    description: service.description,
    checks: [databaseCheck(deps.platform.database, service.migrations), ...(deps.checks ?? [])],
    ...(service.healthPath ? { healthPath: service.healthPath } : {}),
    routes: service.routes(deps.platform),
    ...(deps.observability ? { observability: deps.observability } : {}),
  });
}

/** Each non-admin service's health route, reached over loopback, as one check of the admin's operator view. */
export function siblingHealthChecks(
  config: Pick<StorefrontConfig, "STOREFRONT_HOST">,
  ports: Readonly<Partial<Record<BackendServiceName | "analytics", number>>>,
): HealthCheck[] {
  const host =
    config.STOREFRONT_HOST === "0.0.0.0" || config.STOREFRONT_HOST === "::"
      ? "127.0.0.1"
      : config.STOREFRONT_HOST;
  const path = (name: BackendServiceName | "analytics") =>
    name === "analytics" ? "/api/analytics/health/" : (serviceOf(name).healthPath ?? "/api/health/");
  return (Object.keys(ports) as (BackendServiceName | "analytics")[]).map((name) =>
    serviceCheck(name, `http://${host.includes(":") ? `[${host}]` : host}:${ports[name] ?? 0}${path(name)}`),
  );
}
