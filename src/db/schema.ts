/**
 * Kysely table types. Timestamps are ISO-8601 UTC strings (they sort as text);
 * booleans are 0/1 integers, as SQLite stores them.
 */
import type { Generated, Selectable } from "kysely";
import type { ChatNotice } from "../documents/chat-notice.ts";
import type {
  AuditEntryTable,
  GameActionTable,
  GameTable,
  IdempotencyKeyTable,
  RematchTable,
  TurnReminderTable,
} from "./game-schema.ts";
import type { LeaguePostTable, MatchTicketTable } from "./match-ticket-schema.ts";
import type {
  BotStorageTable,
  GameMessageTable,
  MessengerChatTable,
  MessengerNoticeTable,
  MessengerUpdateTable,
} from "./messenger-schema.ts";
import type {
  ClockReminderTable,
  FormerParticipantTable,
  PersonalTokenTable,
  PlayerErasureTable,
  UserBlockTable,
  VacationTable,
} from "./player-schema.ts";
import type { TournamentPlayerTable, TournamentTable, TournamentTableTable } from "./tournament-schema.ts";

export interface UserTable {
  id: string;
  /** "computer": a computer player's anchor row (migration 0008); it has no credential. */
  kind: "guest" | "registered" | "telegram" | "computer";
  display_name: string;
  email: string | null;
  password_hash: string | null;
  telegram_id: string | null;
  telegram_username: string | null;
  is_staff: number;
  created_at: string;
  /** Last seen by the service (an authentication), kept to the hour; the guest retention sweep reads it (migration 0025). */
  last_seen_at: string | null;
  /** When the account was erased: its credentials are gone and its names read "Deleted player". */
  erased_at: string | null;
  /** The language the person chose (a tag of src/i18n/locales.ts); null: their client's (migration 0031). */
  language: string | null;
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
  /** The Telegram group the session was created in; its one shared game message lives there. */
  telegram_chat_id: string | null;
  /** Counts the changes to this row and to the session's participants (migration 0016). */
  revision: Generated<number>;
  /** JSON: the clock rules its games start with (src/model/clock-rules.ts); null = untimed (migration 0024). */
  clock_rules: string | null;
  /** "public": listed in the lobby; "private": reached by invite code only (migration 0029). */
  visibility: Generated<SessionVisibility>;
  /** The game a public table will play; null when the host picks later (migration 0029). */
  plugin_id: string | null;
}

export type SessionVisibility = "private" | "public";

export type ParticipantRole = "host" | "player" | "spectator";

/** A person, or a computer player the host seated (migration 0008). */
export type ParticipantKind = "person" | "computer";

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
  kind: ParticipantKind;
  /** How well a computer plays ("easy" | "hard"); null for a person. */
  strength: string | null;
}

/** The kind of the notice an outbox row keeps (src/documents/chat-notice.ts). */
export type OutboxKind = ChatNotice["kind"];

export interface OutboxTable {
  id: Generated<number>;
  session_id: string;
  game_id: string | null;
  kind: OutboxKind;
  version: number | null;
  payload: string | null;
  created_at: string;
  attempts: Generated<number>;
  /** Not before this instant (retries back off). */
  available_at: string;
  /** A worker's lease, so two processes never deliver the same row at once. */
  claimed_by: string | null;
  claimed_until: string | null;
  delivered_at: string | null;
  last_error: string | null;
}

export interface WorkerHeartbeatTable {
  worker: string;
  beat_at: string;
}

/** A person's OpenSkill rating in one game (migration 0009). */
export interface RatingTable {
  plugin_id: string;
  user_id: string;
  mu: number;
  sigma: number;
  /** The display number derived from mu and sigma (src/ratings/rating-model.ts), kept for ordering. */
  rating: number;
  games: number;
  wins: number;
  updated_at: string;
}

export type GameResult = "win" | "loss" | "draw";

/** How one finished game went for one rated person; its key makes rating a game twice impossible. */
export interface GameResultTable {
  game_id: string;
  user_id: string;
  plugin_id: string;
  participant_id: string;
  result: GameResult;
  rating_before: number;
  rating_after: number;
  /** The Telegram group the game's session was bound to, for chat leaderboards. */
  chat_id: string | null;
  finished_at: string;
}

export interface Database {
  users: UserTable;
  guest_tokens: GuestTokenTable;
  refresh_tokens: RefreshTokenTable;
  sessions: SessionTable;
  participants: ParticipantTable;
  audit_entries: AuditEntryTable;
  games: GameTable;
  game_actions: GameActionTable;
  idempotency_keys: IdempotencyKeyTable;
  outbox: OutboxTable;
  worker_heartbeats: WorkerHeartbeatTable;
  game_messages: GameMessageTable;
  messenger_notices: MessengerNoticeTable;
  messenger_updates: MessengerUpdateTable;
  messenger_chats: MessengerChatTable;
  bot_storage: BotStorageTable;
  ratings: RatingTable;
  game_results: GameResultTable;
  rematches: RematchTable;
  turn_reminders: TurnReminderTable;
  tournaments: TournamentTable;
  tournament_players: TournamentPlayerTable;
  tournament_tables: TournamentTableTable;
  match_tickets: MatchTicketTable;
  league_posts: LeaguePostTable;
  clock_reminders: ClockReminderTable;
  vacations: VacationTable;
  player_erasures: PlayerErasureTable;
  personal_tokens: PersonalTokenTable;
  former_participants: FormerParticipantTable;
  user_blocks: UserBlockTable;
}

export type UserRow = Selectable<UserTable>;
export type PersonalTokenRow = Selectable<PersonalTokenTable>;
export type RefreshTokenRow = Selectable<RefreshTokenTable>;
export type SessionRow = Selectable<SessionTable>;
export type ParticipantRow = Selectable<ParticipantTable>;
export type GameRow = Selectable<GameTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type RatingRow = Selectable<RatingTable>;
export type GameResultRow = Selectable<GameResultTable>;
