/**
 * The variables both products read the same way: logging, local state, the
 * shared engines (PostgreSQL, Redis), the signing secret, account tokens and
 * sign-in limits, every HTTP listener's hardening, probes and metrics,
 * shutdown, and Telegram. Each product's table adds its own (src/config.ts,
 * storefront/config.ts); `.env.example` lists every variable of all three.
 */

import {
  boolean,
  botToken,
  ConfigError,
  type ConfigOf,
  httpUrl,
  integer,
  oneOf,
  parseVariables,
  postgresUrl,
  redisUrl,
  secret,
  text,
  variable,
} from "./config-parsers.ts";
import { parseCorsOrigins } from "./net/allowed-origins.ts";
import { parseIpAllowlist } from "./net/ip-allowlist.ts";

export const SHARED_VARIABLES = {
  LOG_LEVEL: variable(
    oneOf("fatal", "error", "warn", "info", "debug", "trace", "silent"),
    "info",
    "pino log level.",
  ),
  LOG_FORMAT: variable(
    oneOf("auto", "json", "pretty"),
    "auto",
    "Log lines: auto = readable text (pino-pretty) when stdout is a terminal, JSON otherwise; json or pretty forces one.",
  ),
  DATA_DIR: variable(
    text,
    "data",
    "Directory for local state: the SQLite file and the generated JWT secret.",
  ),
  DATABASE_URL: variable(
    postgresUrl,
    undefined,
    "postgres://user:password@host:port/database: the game core and the storefront analytics (its own `analytics` schema) move to PostgreSQL, and several processes may share it. Unset: SQLite files.",
  ),
  DATABASE_POOL_SIZE: variable(
    integer(1, 200),
    "10",
    "PostgreSQL connections per process (with DATABASE_URL).",
  ),
  REDIS_URL: variable(
    redisUrl,
    undefined,
    "redis://host:port: the change feed (wake-ups) crosses processes, one process is elected for the bot poller and the turn sweeper, the login failure and request rate limits and spent stream tickets count across processes, and live presence shows streams on every process (each per process while Redis is down). Unset: in-process.",
  ),
  JWT_SECRET: variable(
    secret,
    undefined,
    "HS256 signing secret (>= 32 chars). When unset, one is generated once and kept in DATA_DIR/jwt-secret.",
  ),
  ACCESS_TOKEN_TTL_SECONDS: variable(integer(60, 86_400), "900", "Lifetime of Bearer access tokens."),
  REFRESH_TOKEN_TTL_SECONDS: variable(integer(300, 31_536_000), "2592000", "Lifetime of refresh tokens."),
  LOGIN_MAX_FAILURES: variable(
    integer(1, 1000),
    "5",
    "Failed logins allowed per email and per address inside one window before 429.",
  ),
  LOGIN_FAILURE_WINDOW_SECONDS: variable(integer(1, 86_400), "900", "Window of the login failure limit."),
  TRUST_PROXY: variable(
    boolean,
    "false",
    "Trust X-Forwarded-* headers for the client address and scheme (set when behind a reverse proxy). Links never come from request headers: see PUBLIC_BASE_URL.",
  ),
  CORS_ALLOWED_ORIGINS: variable(
    parseCorsOrigins,
    "",
    "Browser origins (comma-separated, e.g. https://app.example) allowed to call the HTTP services from another origin. Empty: same-origin only.",
  ),
  HTTP_REQUEST_TIMEOUT_MS: variable(
    integer(1000, 600_000),
    "10000",
    "A request (headers and body) must arrive whole within this time; a slower one gets 408 and its connection is closed.",
  ),
  HTTP_HEADERS_TIMEOUT_MS: variable(
    integer(1000, 600_000),
    "5000",
    "A request's headers must arrive within this time (at most HTTP_REQUEST_TIMEOUT_MS).",
  ),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: variable(
    integer(100, 600_000),
    "5000",
    "How long an idle keep-alive connection stays open between requests.",
  ),
  HTTP_MAX_CONNECTIONS: variable(
    integer(1, 1_000_000),
    "1024",
    "Open connections each HTTP listener accepts at once; more are refused until some close.",
  ),
  RATE_LIMIT_WINDOW_SECONDS: variable(integer(1, 86_400), "60", "Window of the request rate limits."),
  RATE_LIMIT_AUTH_MAX: variable(
    integer(1, 1_000_000),
    "30",
    "Requests to sign-in routes (guest, register, login, refresh, Telegram, staff sign-in) per client address per window; more get 429.",
  ),
  RATE_LIMIT_ACTIONS_MAX: variable(
    integer(1, 1_000_000),
    "300",
    "Write requests (moves, sessions, games) per signed-in principal per window; more get 429.",
  ),
  RATE_LIMIT_ADDRESS_MAX: variable(
    integer(1, 1_000_000),
    "1200",
    "Write requests per client address per window, whoever signs them (players behind one NAT share it); more get 429.",
  ),
  SHUTDOWN_DRAIN_MS: variable(
    integer(0, 60_000),
    "0",
    "After SIGTERM, how long /readyz answers 503 (so a load balancer moves traffic away) before the listener closes. Kubernetes: a few seconds.",
  ),
  METRICS_PORT: variable(
    integer(1, 65535),
    undefined,
    "The bot and the storefront worker serve /livez, /readyz and /metrics on this port (they serve no other HTTP). Unset = none.",
  ),
  METRICS_ALLOWLIST: variable(
    parseIpAllowlist,
    "127.0.0.1/8,::1",
    "Addresses and CIDR ranges (comma-separated) that may read GET /metrics; others get 403 internal_only.",
  ),
  METRICS_ENABLED: variable(
    boolean,
    "true",
    "Prometheus series; false = no request, action, transaction or Telegram timing and no default process series, and GET /metrics answers 404 (probes stay).",
  ),
  SHUTDOWN_TIMEOUT_MS: variable(
    integer(100, 120_000),
    "10000",
    "How long shutdown waits for in-flight work before exiting.",
  ),
  HEAP_GROWING_PERCENT: variable(
    integer(0, 400),
    "20",
    "How far past what the last full garbage collection kept V8 lets the heap grow before the next (percent; 0 = V8's own factor, up to 4x). 20 holds the game API near 165 MB under load instead of 240, for about 7% of its saturated move rate (docs/operations.md).",
  ),
  YOUNG_GENERATION_MAX_MB: variable(
    integer(0, 256),
    "16",
    "Largest size of V8's young generation (both semi-spaces, MB; 0 = V8's own, which grows to 32 under load). 16 held the game API's peak under the peer bench at 170–191 MB against 262–277 without, at a CPU cost within the bench's noise (decision 0028).",
  ),
  MESSENGER_BOT_TOKEN: variable(
    botToken,
    undefined,
    "Telegram bot token. Needed by POST /auth/messenger and the bot, and by the storefront's chat relay and daily digest; unset = bot off.",
  ),
  TELEGRAM_API_ROOT: variable(
    httpUrl,
    "https://api.telegram.org",
    "Bot API server the bot talks to: Telegram's, a self-hosted telegram-bot-api, or a fake on loopback for demos.",
  ),
} as const;

/** The shared part of every product's configuration. */
export type SharedConfig = ConfigOf<typeof SHARED_VARIABLES>;

/** Parses the shared variables from `env`; throws ConfigError naming the first bad one. */
export function parseSharedConfig(env: Readonly<Record<string, string | undefined>>): SharedConfig {
  const config = parseVariables(SHARED_VARIABLES, env);
  if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS)
    throw new ConfigError("HTTP_HEADERS_TIMEOUT_MS", "must not exceed HTTP_REQUEST_TIMEOUT_MS");
  return config;
}
