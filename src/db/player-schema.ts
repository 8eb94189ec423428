/**
 * The tables of a player's time and rights: clock reminders and vacations
 * (migration 0024), erasures (0025), personal access tokens (0026) and
 * former participants (0027) and blocks (0029).
 */

/** One private clock reminder sent: per game, turn (the version it began at) and percentage of the time used. */
export interface ClockReminderTable {
  game_id: string;
  turn_version: number;
  percent: number;
  reminded_at: string;
}

/** One erasure of a player, by a keyed hash of their user id: proof it happened, without the id (migration 0025). */
export interface PlayerErasureTable {
  key_hash: string;
  erased_at: string;
}

/** One absence a player announced; ended early by moving `ends_at` back to the moment it ended. */
export interface VacationTable {
  user_id: string;
  started_at: string;
  ends_at: string;
}

/** A personal access token: its hash, name and scopes (migration 0026). */
export interface PersonalTokenTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON: the scopes, "play" and "read". */
  scopes: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A participant who left their session: who they were, without their name (migration 0027). */
export interface FormerParticipantTable {
  participant_id: string;
  user_id: string;
  session_id: string;
  left_at: string;
}

/** A player's block of another: they never share a table through the lobby, quick play or pairing (migration 0029). */
export interface UserBlockTable {
  user_id: string;
  blocked_user_id: string;
  created_at: string;
}
