import { AUTH_MIGRATIONS } from "./auth/auth-tables.ts";
import { CHAT_MIGRATIONS } from "./chat/chat-tables.ts";
import { ORDER_MIGRATIONS } from "./order/order-tables.ts";
import { PRODUCT_MIGRATIONS } from "./product/product-tables.ts";
import { REVIEW_MIGRATIONS } from "./review/review-tables.ts";
import type { ServiceMigrations } from "./shared/service-migrations.ts";
import { USER_MIGRATIONS } from "./user/user-tables.ts";

/** Every storefront service's migrations, each tracked in its own table. */
export const STOREFRONT_MIGRATIONS: readonly ServiceMigrations[] = [
  AUTH_MIGRATIONS,
  USER_MIGRATIONS,
  PRODUCT_MIGRATIONS,
  ORDER_MIGRATIONS,
  REVIEW_MIGRATIONS,
  CHAT_MIGRATIONS,
];
