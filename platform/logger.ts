import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import type PinoPretty from "pino-pretty";
import { isEngineUnavailable } from "./engine-faults.ts";

/** Paths pino replaces with "[redacted]": credentials never reach the logs. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['x-telegram-bot-api-secret-token']",
  "*.password",
  "*.token",
  "*.access_token",
  "*.refresh_token",
  "*.guest_token",
  "*.hash",
  "*.init_data",
  "*.JWT_SECRET",
  "*.MESSENGER_BOT_TOKEN",
];

/** pino-pretty, loaded only for readable lines: a process writing JSON (production) never loads it. */
const loadPretty = (): typeof PinoPretty =>
  createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;

/** `auto`: readable text when stdout is a terminal, JSON lines otherwise. */
export type LogFormat = "auto" | "json" | "pretty";

export interface LoggerOptions {
  readonly level: string;
  readonly format?: LogFormat;
  /** Where lines go (tests); stdout when unset. */
  readonly destination?: DestinationStream;
  /** Whether stdout is a terminal (for `auto`); `process.stdout.isTTY` when unset. */
  readonly terminal?: boolean;
}

/**
 * The process logger, secrets redacted: JSON lines, or pino-pretty's text
 * (colours, local times) on a terminal or with LOG_FORMAT=pretty. Redaction
 * happens before either, so pretty lines hold no secrets either.
 */
export function createLogger({ level, format = "auto", destination, terminal }: LoggerOptions): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } };
  const readable = format === "pretty" || (format === "auto" && (terminal ?? process.stdout.isTTY === true));
  if (readable)
    return pino(
      options,
      loadPretty()({
        sync: true,
        colorize: terminal ?? process.stdout.isTTY === true,
        translateTime: "SYS:HH:MM:ss.l",
        ignore: "pid,hostname",
        ...(destination ? { destination: destination as NodeJS.WritableStream } : {}),
      }),
    );
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Logs a failed background step. An engine outage (PostgreSQL or Redis
 * restarting) is expected and retried, so it is a one-line warning without a
 * stack; anything else is an error with its stack.
 */
export function logFailure(
  logger: Logger,
  error: unknown,
  fields: Record<string, unknown>,
  message: string,
): void {
  if (isEngineUnavailable(error))
    logger.warn(
      { ...fields, cause: error instanceof Error ? error.message : String(error) },
      `${message} (engine unavailable)`,
    );
  else logger.error({ ...fields, err: error }, message);
}
