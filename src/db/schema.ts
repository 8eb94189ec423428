/**
 * Kysely table types. Timestamps are ISO-8601 UTC strings (they sort as text);
 * booleans are 0/1 integers, as SQLite stores them.
 */
import type { Insertable, Selectable } from "kysely";

export interface UserTable {
  id: string;
  kind: "guest" | "registered" | "telegram";
  display_name: string;
  email: string | null;
  password_hash: string | null;
  telegram_id: string | null;
  telegram_username: string | null;
  is_staff: number;
  created_at: string;
}

export interface GuestTokenTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
}

export interface RefreshTokenTable {
  token_hash: string;
  family_id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export type SessionStatus = "Lobby" | "GameSelection" | "InGame" | "Paused" | "Closed";

export interface SessionTable {
  id: string;
  invite_code: string;
  host_user_id: string;
  status: SessionStatus;
  max_players: number;
  turn_seconds: number | null;
  current_game_id: string | null;
  created_at: string;
  updated_at: string;
}

export type ParticipantRole = "host" | "player" | "spectator";

export interface ParticipantTable {
  id: string;
  session_id: string;
  user_id: string;
  display_name: string;
  role: ParticipantRole;
  /** Join order; turn order follows it. */
  join_seq: number;
  presence_web: number;
  presence_messenger: number;
  joined_at: string;
}

export interface AuditEntryTable {
  session_id: string;
  seq: number;
  game_id: string | null;
  at: string;
  actor: string;
  channel: string;
  kind: string;
  action_id: string | null;
  action_type: string | null;
  payload: string | null;
  outcome: string;
  version: number | null;
  prev_hash: string;
  hash: string;
}

export interface Database {
  users: UserTable;
  guest_tokens: GuestTokenTable;
  refresh_tokens: RefreshTokenTable;
  sessions: SessionTable;
  participants: ParticipantTable;
  audit_entries: AuditEntryTable;
}

export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type ParticipantRow = Selectable<ParticipantTable>;
export type AuditEntryRow = Selectable<AuditEntryTable>;
export type NewAuditEntry = Insertable<AuditEntryTable>;
