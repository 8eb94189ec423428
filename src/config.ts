/**
 * The game's configuration: the shared variables (platform/shared-config.ts)
 * and the game's own, each with a parser, a default and a description.
 * `parseConfig` runs once at startup and fails on the first bad value with a
 * message that names the variable. Nothing else reads the env.
 */

import {
  ConfigError,
  type ConfigOf,
  httpsUrl,
  httpUrl,
  integer,
  keyName,
  parseVariables,
  telegramUsername,
  text,
  variable,
  webhookSecret,
} from "../platform/config-parsers.ts";
import { parseSharedConfig, type SharedConfig } from "../platform/shared-config.ts";

/** The game's own variables: its API listener and links, its SQLite file, play, images, live streams and the bot. */
export const GAME_VARIABLES = {
  HOST: variable(text, "127.0.0.1", "Address the HTTP API listens on."),
  PORT: variable(integer(0, 65535), "8080", "Port the HTTP API listens on."),
  PUBLIC_BASE_URL: variable(
    httpUrl,
    undefined,
    "Public origin of the API (e.g. https://games.example.com), used for links. Defaults to http://HOST:PORT.",
  ),
  DATABASE_FILE: variable(text, undefined, "SQLite file. Defaults to DATA_DIR/app.db; ':memory:' for tests."),
  REDIS_NAMESPACE: variable(
    keyName,
    "dice",
    "First part of every Redis key and channel the game uses (with REDIS_URL): every process of one deployment sets the same, and deployments sharing one Redis set different ones.",
  ),
  GUEST_TOKEN_TTL_SECONDS: variable(integer(300, 31_536_000), "2592000", "Lifetime of Guest tokens."),
  GUEST_RETENTION_DAYS: variable(
    integer(0, 3650),
    "90",
    "Guest accounts unseen this many days are erased by a daily sweep, as DELETE /users/me erases (0 = kept forever).",
  ),
  BODY_LIMIT_BYTES: variable(
    integer(1024, 10_485_760),
    "65536",
    "Largest accepted request body; larger gets 413.",
  ),
  COMPUTER_MOVE_DELAY_MS: variable(
    integer(0, 60_000),
    "800",
    "How long a computer player waits before each move, so its moves can be followed (0 = at once).",
  ),
  TURN_REMINDER_MINUTES: variable(
    integer(0, 10_080),
    "10",
    "Minutes an untimed turn may wait before the bot reminds its player once in their private chat (0 = no reminders); timed turns are reminded at 50% and 90% of their time.",
  ),
  RENDER_CACHE_MAX_BYTES: variable(
    integer(0, 4_294_967_296),
    "67108864",
    "Byte budget of the in-memory cache of encoded board images.",
  ),
  TABLES_PER_HOUR_MAX: variable(
    integer(0, 100_000),
    "30",
    "Sessions (tables) one user may open per hour with POST /sessions; more get 429 table_limit_reached (0 = no limit).",
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
  WS_AUTH_TIMEOUT_MS: variable(
    integer(100, 600_000),
    "10000",
    "How long a WebSocket channel connection (GET /api/v1/ws) may take to send its auth message.",
  ),
  WS_PING_INTERVAL_MS: variable(
    integer(100, 600_000),
    "30000",
    "How often the channel pings each connection; one that answered nothing since the last ping is closed.",
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
  BACKUP_DIR: variable(
    text,
    undefined,
    "Folder for scheduled backups (with BACKUP_INTERVAL_MINUTES): one API process, under the leader election, backs up every database of the installation, the storefront's too (npm run backup). Unset: no scheduled backups.",
  ),
  BACKUP_INTERVAL_MINUTES: variable(
    integer(1, 10_080),
    undefined,
    "Minutes between scheduled backups (with BACKUP_DIR). Unset: no scheduled backups.",
  ),
  BACKUP_KEEP: variable(
    integer(1, 10_000),
    undefined,
    "Scheduled backups kept in BACKUP_DIR; older ones are deleted after each success. Unset: all are kept.",
  ),
} as const;

/** The validated game configuration; optional variables without a default may be undefined. */
export type Config = SharedConfig & ConfigOf<typeof GAME_VARIABLES>;

/** Parses and validates the environment once; throws ConfigError naming the first bad variable. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const config = { ...parseSharedConfig(env), ...parseVariables(GAME_VARIABLES, env) };
  if ((config.BACKUP_DIR === undefined) !== (config.BACKUP_INTERVAL_MINUTES === undefined))
    throw new ConfigError(
      "BACKUP_DIR",
      "BACKUP_DIR and BACKUP_INTERVAL_MINUTES are set together, or neither",
    );
  return config;
}
