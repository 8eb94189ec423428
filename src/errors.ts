/**
 * The one error table. Every failure a user can meet has a stable snake_case
 * code here, with its HTTP status, a problem+json title and the friendly reply
 * the bot shows. Services throw DomainError; the API's error handler and the
 * bot's error boundary both read this table.
 */

import { STOREFRONT_ERRORS } from "./errors-storefront.ts";

export interface ErrorSpec {
  readonly status: number;
  readonly title: string;
  /** What the bot tells a player; written for people, not developers. */
  readonly reply: string;
}

export const ERRORS = {
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
  messenger_auth_invalid: {
    status: 401,
    title: "Telegram login data failed verification",
    reply: "Telegram login could not be verified.",
  },
  messenger_auth_expired: {
    status: 401,
    title: "Telegram login data is too old",
    reply: "That Telegram login has expired. Please try again.",
  },
  not_participant: {
    status: 403,
    title: "You are not a participant of this session",
    reply: "You are not in this session. Join it with its invite code first.",
  },
  not_host: { status: 403, title: "Only the host may do this", reply: "Only the host can do that." },
  not_a_player: {
    status: 403,
    title: "Spectators cannot act in this game",
    reply: "You are watching this game; only its players can move.",
  },
  media_url_invalid: {
    status: 403,
    title: "The signed image URL is invalid or has expired",
    reply: "That image link has expired.",
  },
  route_not_found: { status: 404, title: "No such route", reply: "Unknown command." },
  session_not_found: {
    status: 404,
    title: "Session not found",
    reply: "That session does not exist any more.",
  },
  invite_not_found: {
    status: 404,
    title: "No session has this invite code",
    reply: "No session has that invite code. Check it and try again.",
  },
  game_not_found: { status: 404, title: "Game not found", reply: "That game does not exist any more." },
  computer_player_not_found: {
    status: 404,
    title: "No such computer player in this session",
    reply: "That computer player has already left.",
  },
  plugin_not_found: { status: 404, title: "No such game plugin", reply: "That game is not installed." },
  email_taken: {
    status: 409,
    title: "An account with this email already exists",
    reply: "That email is already registered.",
  },
  session_full: { status: 409, title: "The session is full", reply: "Sorry, this session is full." },
  session_closed: { status: 409, title: "The session is closed", reply: "This session is closed." },
  invalid_session_status: {
    status: 409,
    title: "Not allowed in the session's current status",
    reply: "That is not possible right now.",
  },
  not_enough_players: {
    status: 409,
    title: "Not enough players for this game",
    reply: "Not enough players yet. Share the invite link!",
  },
  too_many_players: {
    status: 409,
    title: "Too many players for this game",
    reply: "This game cannot seat that many players. Pick another game.",
  },
  host_cannot_leave: {
    status: 409,
    title: "The host cannot leave their own session",
    reply: "You host this session. Use /close to end it for everyone.",
  },
  leave_during_game: {
    status: 409,
    title: "A seated player cannot leave while their game runs",
    reply: "You are playing in the running game. Finish it, or ask the host to /close the session.",
  },
  not_your_turn: { status: 409, title: "It is not your turn", reply: "Wait for your turn." },
  invalid_phase: {
    status: 409,
    title: "Not possible at this point of the turn",
    reply: "You can't do that right now.",
  },
  invalid_action: { status: 409, title: "That move is not allowed", reply: "That move is not allowed." },
  invalid_payload: { status: 409, title: "The move's details are invalid", reply: "That move is not valid." },
  game_over: { status: 409, title: "The game is over", reply: "This game is already over." },
  game_paused: {
    status: 409,
    title: "The game is paused",
    reply: "The game is paused. The host can resume it.",
  },
  game_running: {
    status: 409,
    title: "The game is still running",
    reply: "That game is still running; its replay opens once it is over.",
  },
  stale_version: {
    status: 409,
    title: "The board has changed since you looked",
    reply: "This board is out of date. Here is the current one.",
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
  action_id_reused: {
    status: 422,
    title: "action_id was already used by another player or with a different action",
    reply: "That move was already made differently.",
  },
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
  messenger_login_unavailable: {
    status: 503,
    title: "Telegram login is not configured on this server",
    reply: "Telegram login is not available right now.",
  },
  service_unavailable: {
    status: 503,
    title: "Service unavailable",
    reply: "The service is restarting. Please try again in a moment.",
  },
  internal_only: {
    status: 403,
    title: "Only reachable from the internal network",
    reply: "That is not available from here.",
  },
  ...STOREFRONT_ERRORS,
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

/** A failure the user caused or can act on; `code` indexes the error table. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string = ERRORS[code].title,
    /** Seconds until a retry can succeed (rate limits). */
    readonly retryAfter?: number,
  ) {
    super(`${code}: ${detail}`);
    this.name = "DomainError";
  }
}

/** Type guard for DomainError. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
