/**
 * The storefront's configuration: the shared variables
 * (platform/shared-config.ts) and its own (listeners, database, analytics,
 * staff chat, digest). `parseStorefrontConfig` runs once when a storefront
 * process starts and fails on the first bad value, naming the variable; the
 * game's table (src/config.ts) holds none of these.
 */
import {
  boolean,
  type ConfigOf,
  integer,
  parseVariables,
  text,
  variable,
} from "../platform/config-parsers.ts";
import { parseAllowedOrigins } from "../platform/net/allowed-origins.ts";
import { parseIpAllowlist } from "../platform/net/ip-allowlist.ts";
import { parseSharedConfig, type SharedConfig } from "../platform/shared-config.ts";

/** The storefront's own variables. */
export const STOREFRONT_VARIABLES = {
  ANALYTICS_ENABLED: variable(
    boolean,
    "true",
    "Storefront web analytics (ingest, rollups, reports); false = admin web reports answer 503.",
  ),
  ANALYTICS_DATABASE_FILE: variable(
    text,
    undefined,
    "Analytics SQLite file, separate from the game database, when DATABASE_URL is unset. Defaults to DATA_DIR/analytics.db; ':memory:' for tests.",
  ),
  ANALYTICS_RETENTION_DAYS: variable(
    integer(1, 3650),
    "180",
    "Days of analytics events kept; purge_old_analytics_events deletes older events and their rollups.",
  ),
  ANALYTICS_PURGE_HOUR_UTC: variable(
    integer(0, 23),
    "3",
    "UTC hour at which the storefront process runs the daily analytics purge.",
  ),
  ANALYTICS_ROLLUP_INTERVAL_MS: variable(
    integer(50, 60_000),
    "1000",
    "How often the rollup worker folds newly ingested events into the report tables.",
  ),
  ANALYTICS_INTERNAL_ALLOWLIST: variable(
    parseIpAllowlist,
    "127.0.0.1/8,::1",
    "IPs or CIDR ranges (comma-separated) allowed to call GET /api/analytics/health/.",
  ),
  ANALYTICS_ALLOWED_ORIGINS: variable(
    parseAllowedOrigins,
    "*",
    "Browser origins (comma-separated) allowed to send analytics events, or * for any.",
  ),
  STOREFRONT_HOST: variable(text, "127.0.0.1", "Address the storefront services listen on."),
  ANALYTICS_PORT: variable(integer(0, 65535), "8008", "Port of the storefront analytics service."),
  ADMIN_PORT: variable(integer(0, 65535), "8006", "Port of the storefront admin service."),
  AUTH_PORT: variable(integer(0, 65535), "8001", "Port of the storefront auth service."),
  USER_PORT: variable(integer(0, 65535), "8002", "Port of the storefront user service."),
  PRODUCT_PORT: variable(integer(0, 65535), "8003", "Port of the storefront product service."),
  ORDER_PORT: variable(integer(0, 65535), "8004", "Port of the storefront order service."),
  REVIEW_PORT: variable(integer(0, 65535), "8005", "Port of the storefront review service."),
  CHAT_PORT: variable(integer(0, 65535), "8007", "Port of the storefront chat service."),
  STOREFRONT_DATABASE_FILE: variable(
    text,
    undefined,
    "SQLite file of the storefront services' tables (auth, user, product, order, review, chat). Defaults to DATA_DIR/storefront.db; ':memory:' for tests. With DATABASE_URL they live in PostgreSQL instead.",
  ),
  STOREFRONT_STAFF_CHAT_ID: variable(
    text,
    undefined,
    "Telegram chat id that receives new storefront chat messages from customers (with MESSENGER_BOT_TOKEN). Unset = no relay.",
  ),
  STOREFRONT_WORKER_STALE_SECONDS: variable(
    integer(1, 3600),
    "30",
    "A storefront worker whose last heartbeat is older than this is reported as failing by the health checks.",
  ),
  // --- storefront privacy and digest (issue 25) ---
  STOREFRONT_DIGEST_HOUR_UTC: variable(
    integer(0, 23),
    "7",
    "UTC hour at which yesterday's analytics digest goes to STOREFRONT_STAFF_CHAT_ID (with MESSENGER_BOT_TOKEN).",
  ),
} as const;

/** The validated storefront configuration; optional variables without a default may be undefined. */
export type StorefrontConfig = SharedConfig & ConfigOf<typeof STOREFRONT_VARIABLES>;

/** Parses and validates the environment once; throws ConfigError naming the first bad variable. */
export function parseStorefrontConfig(env: Readonly<Record<string, string | undefined>>): StorefrontConfig {
  return { ...parseSharedConfig(env), ...parseVariables(STOREFRONT_VARIABLES, env) };
}
