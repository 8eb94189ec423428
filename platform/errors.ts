/**
 * What every product's error table is made of, and the rows they all share:
 * the codes the shared HTTP layers answer (validation, parsing, limits,
 * credentials, outages) and those both products raise alike (accounts,
 * idempotency). Each product's table spreads these rows and adds its own;
 * its problem+json handler and its DomainError read that table.
 */

export interface ErrorSpec {
  readonly status: number;
  readonly title: string;
  /** What the bot tells a player; written for people, not developers. */
  readonly reply: string;
}

export type ErrorTable = Readonly<Record<string, ErrorSpec>>;

export const SHARED_ERRORS = {
  invalid_request: { status: 400, title: "Invalid request", reply: "That request was not understood." },
  invalid_json: { status: 400, title: "Body is not valid JSON", reply: "That request was not understood." },
  unauthenticated: {
    status: 401,
    title: "Authentication required",
    reply: "Please sign in first.",
  },
  invalid_token: { status: 401, title: "Invalid or expired credential", reply: "Your sign-in has expired." },
  invalid_credentials: {
    status: 401,
    title: "Wrong email or password",
    reply: "Wrong email or password.",
  },
  refresh_token_invalid: {
    status: 401,
    title: "Refresh token is invalid or expired",
    reply: "Your sign-in has expired.",
  },
  refresh_token_reused: {
    status: 401,
    title: "Refresh token was already used; its session is revoked",
    reply: "Your sign-in was revoked. Please sign in again.",
  },
  internal_only: {
    status: 403,
    title: "Only reachable from the internal network",
    reply: "That is not available from here.",
  },
  route_not_found: { status: 404, title: "No such route", reply: "Unknown command." },
  email_taken: {
    status: 409,
    title: "An account with this email already exists",
    reply: "That email is already registered.",
  },
  request_timeout: {
    status: 408,
    title: "The request did not arrive in time",
    reply: "That took too long. Please try again.",
  },
  uri_too_long: {
    status: 414,
    title: "A path parameter is too long",
    reply: "That request was not understood.",
  },
  headers_too_large: {
    status: 431,
    title: "Request headers are too large",
    reply: "That request was not understood.",
  },
  payload_too_large: { status: 413, title: "Request body too large", reply: "That message is too large." },
  idempotency_key_reused: {
    status: 422,
    title: "Idempotency-Key was already used with a different request",
    reply: "That request was already made differently.",
  },
  unsupported_media_type: {
    status: 415,
    title: "Unsupported content type",
    reply: "That request was not understood.",
  },
  rate_limited: {
    status: 429,
    title: "Too many attempts",
    reply: "Too many attempts. Please wait a little and try again.",
  },
  internal_error: {
    status: 500,
    title: "Internal error",
    reply: "Something went wrong on our side. Please try again.",
  },
  service_unavailable: {
    status: 503,
    title: "Service unavailable",
    reply: "The service is restarting. Please try again in a moment.",
  },
} as const satisfies ErrorTable;

export type SharedErrorCode = keyof typeof SHARED_ERRORS;

/**
 * A failure the user caused or can act on; `code` indexes the error table of
 * the product that raised it. Each product narrows `C` to its own codes.
 */
export class DomainError<C extends string = string> extends Error {
  constructor(
    readonly code: C,
    readonly detail: string,
    /** Seconds until a retry can succeed (rate limits). */
    readonly retryAfter?: number,
  ) {
    super(`${code}: ${detail}`);
    this.name = "DomainError";
  }
}
