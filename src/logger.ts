import pino, { type DestinationStream, type Logger } from "pino";
import { isEngineUnavailable } from "./db/engine-faults.ts";

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

/** The process logger: JSON lines on stdout (or `destination`), secrets redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } };
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
