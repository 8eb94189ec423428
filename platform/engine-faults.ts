import { DomainError } from "./errors.ts";

/** Seconds a client is told to wait (Retry-After) when an engine is down. */
export const ENGINE_RETRY_AFTER_SECONDS = 2;

/** Node socket errors: the server is gone, refused us, or cannot be found. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "EHOSTUNREACH",
]);

/**
 * PostgreSQL SQLSTATEs of an engine going away: class 08 (connection
 * exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect
 * now) and 53300 (too many connections).
 */
function isPostgresUnavailableCode(code: string): boolean {
  return (
    code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300"
  );
}

/**
 * Messages of the drivers' own errors, which carry no code: pg's for a lost or
 * never-made connection, ioredis's for a closed connection or exhausted retries.
 */
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Connection is closed|Reached the max retries per request|Stream isn't writeable|Command timed out/i;

/**
 * True when `error` means PostgreSQL or Redis cannot be reached right now (a
 * restart, a failover, a reset connection), as opposed to a bug or a bad
 * query: the request is answered 503 with Retry-After, and the next one
 * reconnects.
 */
export function isEngineUnavailable(error: unknown): boolean {
  if (error instanceof DomainError) return error.code === "service_unavailable";
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || isPostgresUnavailableCode(code))) return true;
  if (error.name === "MaxRetriesPerRequestError") return true;
  return MESSAGES.test(error.message);
}

/** 503 `service_unavailable`, with Retry-After, for an engine that is down. */
export function engineUnavailable(): DomainError {
  return new DomainError(
    "service_unavailable",
    "A database or queue server is not reachable; try again shortly.",
    ENGINE_RETRY_AFTER_SECONDS,
  );
}

/** The error to throw for `error`: `engineUnavailable()` when an engine is down, else `error` itself. */
export function mapEngineError(error: unknown): unknown {
  return isEngineUnavailable(error) && !(error instanceof DomainError) ? engineUnavailable() : error;
}
