/** Kysely types of the quick-play tickets (migration 0022). */
import type { Selectable } from "kysely";

export type TicketStatus = "waiting" | "matched" | "cancelled";

export interface MatchTicketTable {
  id: string;
  user_id: string;
  display_name: string;
  plugin_id: string;
  /** Players per game, the ticket's own included. */
  seats: number;
  /** The player's rating in the game when they queued. */
  rating: number;
  status: TicketStatus;
  created_at: string;
  /** When it was matched or cancelled. */
  settled_at: string | null;
  session_id: string | null;
  game_id: string | null;
}

export type MatchTicketRow = Selectable<MatchTicketTable>;

/** A monthly league post already queued (migration 0023). */
export interface LeaguePostTable {
  chat_id: string;
  plugin_id: string;
  season: string;
  queued_at: string;
}
