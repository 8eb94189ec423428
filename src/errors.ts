/**
 * The game's error table: the shared rows (platform/errors.ts) and every
 * failure of the game, each with a stable snake_case code, its HTTP status, a
 * problem+json title and the friendly reply the bot shows. Services throw
 * DomainError; the API's error handler and the bot's error boundary both read
 * this table.
 */

import { type ErrorTable, SHARED_ERRORS, DomainError as SharedDomainError } from "../platform/errors.ts";

export const ERRORS = {
  ...SHARED_ERRORS,
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
  plugin_required: {
    status: 400,
    title: "A public table names its game",
    reply: "Pick the game for a public table first.",
  },
  not_participant: {
    status: 403,
    title: "You are not a participant of this session",
    reply: "You are not in this session. Join it with its invite code first.",
  },
  unsupported_language: {
    status: 400,
    title: "The language is not one of those offered",
    reply: "That language is not offered.",
  },
  not_host: { status: 403, title: "Only the host may do this", reply: "Only the host can do that." },
  not_a_player: {
    status: 403,
    title: "Spectators cannot act in this game",
    reply: "You are watching this game; only its players can move.",
  },
  insufficient_scope: {
    status: 403,
    title: "This token's scopes do not allow this",
    reply: "That token may not do this.",
  },
  media_url_invalid: {
    status: 403,
    title: "The signed image URL is invalid or has expired",
    reply: "That image link has expired.",
  },
  user_not_found: { status: 404, title: "No such user", reply: "That player does not exist." },
  block_not_found: {
    status: 404,
    title: "You have not blocked this user",
    reply: "You have not blocked that player.",
  },
  participant_not_found: {
    status: 404,
    title: "No such participant in this session",
    reply: "That player has already left.",
  },
  user_blocked: {
    status: 403,
    title: "Someone at this table blocked you, or you blocked them",
    reply: "You cannot join this table.",
  },
  table_limit_reached: {
    status: 429,
    title: "Too many tables opened; wait before opening another",
    reply: "You have opened many tables lately. Please wait a little before opening another.",
  },
  no_featured_game: {
    status: 404,
    title: "No public game is running now",
    reply: "No public game is being played right now. Open a public table!",
  },
  token_not_found: { status: 404, title: "No such token", reply: "That token does not exist." },
  upgrade_required: {
    status: 426,
    title: "This route is a WebSocket",
    reply: "Connect with a WebSocket client.",
  },
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
  tournament_not_found: {
    status: 404,
    title: "Tournament not found",
    reply: "That tournament does not exist any more.",
  },
  not_organiser: {
    status: 403,
    title: "Only the tournament's organiser may do this",
    reply: "Only the organiser can do that.",
  },
  tournament_not_open: {
    status: 409,
    title: "The tournament no longer takes players",
    reply: "This tournament has already started or ended.",
  },
  ticket_not_found: {
    status: 404,
    title: "No such quick-play ticket of yours",
    reply: "That search for an opponent is gone.",
  },
  already_waiting: {
    status: 409,
    title: "You already wait for an opponent in this game",
    reply: "You are already looking for an opponent in this game.",
  },
  ticket_matched: {
    status: 409,
    title: "The ticket was already matched; its game has started",
    reply: "Too late: an opponent was found and your game has started.",
  },
  tournament_over: {
    status: 409,
    title: "The tournament is over",
    reply: "This tournament is already over.",
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
  seat_forfeited: {
    status: 409,
    title: "You lost this game on time and left the table",
    reply: "You ran out of time in this game and left the table; the others play on.",
  },
  vacation_too_long: {
    status: 422,
    title: "A vacation lasts at most 14 days at a time",
    reply: "A vacation can last at most 14 days at a time.",
  },
  vacation_allowance_used: {
    status: 422,
    title: "Vacations add up to at most 30 days a year",
    reply: "That would take you past 30 vacation days in a year.",
  },
  action_id_reused: {
    status: 422,
    title: "action_id was already used by another player or with a different action",
    reply: "That move was already made differently.",
  },
  messenger_login_unavailable: {
    status: 503,
    title: "Telegram login is not configured on this server",
    reply: "Telegram login is not available right now.",
  },
} as const satisfies ErrorTable;

export type ErrorCode = keyof typeof ERRORS;

/** A failure of the game the user caused or can act on; its detail defaults to the code's title. */
export class DomainError extends SharedDomainError<ErrorCode> {
  constructor(code: ErrorCode, detail: string = ERRORS[code].title, retryAfter?: number) {
    super(code, detail, retryAfter);
  }
}

/** Type guard for DomainError, whichever layer raised it (the shared ones raise shared codes). */
export function isDomainError(error: unknown): error is SharedDomainError<ErrorCode> {
  return error instanceof SharedDomainError;
}
