/**
 * Configuration: one table of variables, each with a parser, a default and a
 * description. `parseConfig` runs once at startup and fails on the first bad
 * value with a message that names the variable. Nothing else reads the env.
 */

import {
  boolean,
  botToken,
  ConfigError,
  httpsUrl,
  httpUrl,
  integer,
  oneOf,
  postgresUrl,
  redisUrl,
  secret,
  telegramUsername,
  text,
  type Variable,
  variable,
  webhookSecret,
} from "../platform/config-parsers.ts";
import { parseCorsOrigins } from "../platform/net/allowed-origins.ts";
import { parseIpAllowlist } from "../platform/net/ip-allowlist.ts";
import { STOREFRONT_VARIABLES } from "./config-storefront.ts";

export { ConfigError };

/** Every configuration variable the project reads; `.env.example` mirrors this table. */
export const CONFIG_VARIABLES = {
  HOST: variable(text, "127.0.0.1", "Address the HTTP API listens on."),
  PORT: variable(integer(0, 65535), "8080", "Port the HTTP API listens on."),
  PUBLIC_BASE_URL: variable(
    httpUrl,
    undefined,
    "Public origin of the API (e.g. https://games.example.com), used for links. Defaults to http://HOST:PORT.",
  ),
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
  DATABASE_FILE: variable(text, undefined, "SQLite file. Defaults to DATA_DIR/app.db; ':memory:' for tests."),
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
  GUEST_TOKEN_TTL_SECONDS: variable(integer(300, 31_536_000), "2592000", "Lifetime of Guest tokens."),
  LOGIN_MAX_FAILURES: variable(
    integer(1, 1000),
    "5",
    "Failed logins allowed per email and per address inside one window before 429.",
  ),
  LOGIN_FAILURE_WINDOW_SECONDS: variable(integer(1, 86_400), "900", "Window of the login failure limit."),
  BODY_LIMIT_BYTES: variable(
    integer(1024, 10_485_760),
    "65536",
    "Largest accepted request body; larger gets 413.",
  ),
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
  COMPUTER_MOVE_DELAY_MS: variable(
    integer(0, 60_000),
    "800",
    "How long a computer player waits before each move, so its moves can be followed (0 = at once).",
  ),
  TURN_REMINDER_MINUTES: variable(
    integer(0, 10_080),
    "10",
    "Minutes a player's turn may wait before the bot reminds them once in their private chat (0 = no reminders).",
  ),
  RENDER_CACHE_MAX_BYTES: variable(
    integer(0, 4_294_967_296),
    "67108864",
    "Byte budget of the in-memory cache of encoded board images.",
  ),
  MEDIA_URL_TTL_SECONDS: variable(integer(10, 86_400), "300", "Lifetime of signed board-image URLs."),
  EVENTS_HEARTBEAT_MS: variable(
    integer(10, 600_000),
    "15000",
    "How often a live event stream (GET /sessions/{id}/events) sends a heartbeat comment.",
  ),
  EVENTS_MAX_BUFFER_BYTES: variable(
    integer(4096, 67_108_864),
    "1048576",
    "Unsent bytes a live event stream may queue for a slow client before it is disconnected.",
  ),
  MESSENGER_BOT_TOKEN: variable(
    botToken,
    undefined,
    "Telegram bot token. Needed by POST /auth/messenger and the bot; unset = bot off.",
  ),
  MESSENGER_AUTH_MAX_AGE_SECONDS: variable(
    integer(10, 31_536_000),
    "86400",
    "Oldest accepted auth_date for Telegram login data.",
  ),
  MESSENGER_BOT_USERNAME: variable(
    telegramUsername,
    undefined,
    "The bot's @username without the @, for the /login page's Login Widget. Unset = taken from getMe when the bot runs in the same process.",
  ),
  TELEGRAM_API_ROOT: variable(
    httpUrl,
    "https://api.telegram.org",
    "Bot API server the bot talks to: Telegram's, a self-hosted telegram-bot-api, or a fake on loopback for demos.",
  ),
  BOT_WEBHOOK_URL: variable(
    httpsUrl,
    undefined,
    "Public https URL Telegram posts updates to; its path is served by the API process. Unset = long polling.",
  ),
  BOT_WEBHOOK_SECRET: variable(
    webhookSecret,
    undefined,
    "secret_token Telegram sends with every webhook call (16-256 of A-Z a-z 0-9 _ -). Unset = derived from the bot token.",
  ),
  ...STOREFRONT_VARIABLES,
} as const;

type Variables = typeof CONFIG_VARIABLES;
type Parsed<K extends keyof Variables> = ReturnType<Variables[K]["parse"]>;

/** The validated configuration; optional variables without a default may be undefined. */
export type Config = {
  readonly [K in keyof Variables]: Variables[K]["default"] extends string ? Parsed<K> : Parsed<K> | undefined;
};

/** Parses and validates the environment once; throws ConfigError naming the first bad variable. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(CONFIG_VARIABLES) as [string, Variable<unknown>][]) {
    const given = env[name];
    const raw = given === undefined || given === "" ? spec.default : given;
    if (raw === undefined) {
      out[name] = undefined;
      continue;
    }
    try {
      out[name] = spec.parse(raw);
    } catch (error) {
      throw new ConfigError(name, (error as Error).message);
    }
  }
  const config = out as Config;
  if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS)
    throw new ConfigError("HTTP_HEADERS_TIMEOUT_MS", "must not exceed HTTP_REQUEST_TIMEOUT_MS");
  return config;
}
