import type { Logger } from "pino";
import type { WindowCounter } from "../platform/net/window-counter.ts";
import { type AuthModule, createAuthModule } from "./auth/auth-module.ts";
import { type ChatModule, createChatModule } from "./chat/chat-module.ts";
import { createOrderModule, type OrderModule } from "./order/order-module.ts";
import { createTestPaymentProvider, type PaymentProvider } from "./order/test-payment-provider.ts";
import { createProductModule, type ProductModule } from "./product/product-module.ts";
import { createReviewModule, type ReviewModule } from "./review/review-module.ts";
import { type Authenticator, createAuthenticator } from "./shared/authenticate.ts";
import type { JobQueue } from "./shared/job-queue.ts";
import { migrateService } from "./shared/service-migrations.ts";
import type { StorefrontDatabase } from "./shared/storefront-database.ts";
import { STOREFRONT_MIGRATIONS } from "./storefront-migrations.ts";
import { createUserModule, type UserModule } from "./user/user-module.ts";

/** The storefront services' modules, wired to each other only through their module interfaces. */
export interface StorefrontPlatform {
  readonly database: StorefrontDatabase;
  readonly auth: AuthModule;
  readonly authenticator: Authenticator;
  readonly users: UserModule;
  readonly products: ProductModule;
  readonly orders: OrderModule;
  readonly reviews: ReviewModule;
  readonly chat: ChatModule;
  /** Rate-limit and failed sign-in counts, shared by every listener of this process (Redis with REDIS_URL). */
  readonly counter: WindowCounter;
}

export interface StorefrontPlatformDeps {
  readonly database: StorefrontDatabase;
  readonly signingKey: string;
  readonly config: {
    readonly ACCESS_TOKEN_TTL_SECONDS: number;
    readonly REFRESH_TOKEN_TTL_SECONDS: number;
    readonly LOGIN_MAX_FAILURES: number;
    readonly LOGIN_FAILURE_WINDOW_SECONDS: number;
  };
  readonly jobs: JobQueue;
  readonly counter: WindowCounter;
  readonly logger: Logger;
  readonly payments?: PaymentProvider;
  readonly now?: () => number;
}

/** Applies every service's pending migrations. */
export async function migrateStorefront(database: StorefrontDatabase): Promise<void> {
  for (const owned of STOREFRONT_MIGRATIONS) await migrateService(database, owned);
}

/** Builds every storefront module over one database (the tables stay each service's own). */
export function createStorefrontPlatform(deps: StorefrontPlatformDeps): StorefrontPlatform {
  const { database, config } = deps;
  const now = deps.now ?? Date.now;
  const auth = createAuthModule({
    database,
    signingKey: deps.signingKey,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    counter: deps.counter,
    maxLoginFailures: config.LOGIN_MAX_FAILURES,
    loginFailureWindowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
    now,
  });
  const users = createUserModule(database, auth, now);
  const products = createProductModule(database, now);
  const orders = createOrderModule({
    database,
    products,
    payments: deps.payments ?? createTestPaymentProvider(),
    jobs: deps.jobs,
    now,
  });
  const reviews = createReviewModule(
    database,
    {
      requireProduct: (id) => products.get(id),
      hasPurchased: (accountId, productId) => orders.hasPurchased(accountId, productId),
      authorName: async (accountId) => {
        const user = await users.me(accountId);
        return user.display_name ?? "Customer";
      },
    },
    now,
  );
  const chat = createChatModule(database, deps.jobs, now);
  const authenticator = createAuthenticator(auth.verifier, now);
  return { database, auth, authenticator, users, products, orders, reviews, chat, counter: deps.counter };
}
