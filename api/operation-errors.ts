import type { ErrorCode } from "../src/errors.ts";

/**
 * The domain error codes each operation of the game API can answer, keyed
 * "METHOD /path" without the /api/v1 prefix: read from the use cases each
 * route calls. The codes every route of a kind shares (400 on input, 401 on
 * protected routes, 413 and 415 on bodies, 429 on limited writes) are added
 * by completeContract. `test/api/operation-errors.test.ts` drives every
 * route's error paths and checks each code it meets is listed here.
 */
export const OPERATION_ERRORS: Readonly<Record<string, readonly ErrorCode[]>> = {
  "GET /health": [],
  "GET /health/live": [],
  "POST /auth/guest": [],
  "POST /auth/register": ["email_taken"],
  "POST /auth/login": ["invalid_credentials", "rate_limited"],
  "POST /auth/refresh": ["refresh_token_invalid", "refresh_token_reused"],
  "POST /auth/messenger": ["messenger_auth_invalid", "messenger_auth_expired", "messenger_login_unavailable"],
  "POST /sessions": [],
  "POST /sessions/join": ["invite_not_found", "session_closed", "session_full"],
  "GET /sessions/{session_id}": ["session_not_found", "not_participant"],
  "POST /sessions/{session_id}/close": [
    "session_not_found",
    "not_participant",
    "not_host",
    "invalid_session_status",
  ],
  "POST /sessions/{session_id}/pause": [
    "session_not_found",
    "not_participant",
    "not_host",
    "invalid_session_status",
  ],
  "POST /sessions/{session_id}/resume": [
    "session_not_found",
    "not_participant",
    "not_host",
    "invalid_session_status",
  ],
  "POST /sessions/{session_id}/leave": [
    "session_not_found",
    "not_participant",
    "host_cannot_leave",
    "leave_during_game",
  ],
  "POST /sessions/{session_id}/computer-players": [
    "session_not_found",
    "not_participant",
    "not_host",
    "session_closed",
    "invalid_session_status",
    "session_full",
  ],
  "DELETE /sessions/{session_id}/computer-players/{participant_id}": [
    "session_not_found",
    "not_participant",
    "not_host",
    "computer_player_not_found",
    "session_closed",
    "invalid_session_status",
  ],
  "GET /plugins": [],
  "POST /sessions/{session_id}/games": [
    "session_not_found",
    "not_participant",
    "not_host",
    "plugin_not_found",
    "invalid_session_status",
    "not_enough_players",
    "too_many_players",
  ],
  "GET /games/{game_id}/state": ["game_not_found", "not_participant"],
  "POST /games/{game_id}/actions": [
    "game_not_found",
    "not_participant",
    "not_a_player",
    "action_id_reused",
    "idempotency_key_reused",
    "game_paused",
    "not_your_turn",
    "invalid_phase",
    "invalid_action",
    "invalid_payload",
    "game_over",
  ],
  "GET /games/{game_id}/audit": ["game_not_found", "not_participant"],
  "GET /games/{game_id}/replay": ["game_not_found", "game_running"],
  "POST /games/{game_id}/rematch": [
    "game_not_found",
    "not_participant",
    "not_a_player",
    "game_running",
    "invalid_session_status",
    "not_enough_players",
  ],
  "GET /leaderboards/{plugin_id}": ["plugin_not_found"],
  "GET /users/me/games": [],
  "GET /users/me/ratings": [],
  "GET /media/render/{game_id}": ["media_url_invalid", "game_not_found", "not_participant"],
  "POST /sessions/{session_id}/events/ticket": ["session_not_found", "not_participant"],
  "GET /sessions/{session_id}/events": ["session_not_found", "not_participant"],
};
