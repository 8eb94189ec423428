/** Kysely types of the tournament tables (migration 0021). */
import type { Generated, Selectable } from "kysely";

export type TournamentStatus = "open" | "running" | "finished" | "cancelled";

export interface TournamentTable {
  id: string;
  plugin_id: string;
  format: "swiss" | "knockout" | "arena";
  name: string;
  status: TournamentStatus;
  organiser_id: string;
  invite_code: string;
  /** Swiss: the rounds to play (fixed at the start when not chosen). */
  rounds: number | null;
  table_size: number;
  /** Each round's games must end this many minutes after the round starts; null = no deadline. */
  round_minutes: number | null;
  /** Arena: how long pairing goes on. */
  duration_minutes: number | null;
  /** The Telegram chat it belongs to. */
  chat_id: string | null;
  starts_at: string | null;
  started_at: string | null;
  /** Arena: when pairing stops. */
  ends_at: string | null;
  finished_at: string | null;
  created_at: string;
  version: Generated<number>;
}

export interface TournamentPlayerTable {
  tournament_id: string;
  user_id: string;
  display_name: string;
  /** The player's rating in the tournament's game when they joined. */
  rating: number;
  joined_at: string;
  /** 1 for the first to join, and so on: who comes first among equal ratings. */
  join_seq: number;
}

export interface TournamentTableTable {
  tournament_id: string;
  round: number;
  seq: number;
  /** JSON: the players' user ids, in seat order. */
  players: string;
  /** 1 for a bye: one player, no game, a win. */
  bye: number;
  session_id: string | null;
  game_id: string | null;
  /** JSON: the winners' user ids once the table is over ([] for a draw); null while it runs. */
  winners: string | null;
  deadline: string | null;
  created_at: string;
}

export type TournamentRow = Selectable<TournamentTable>;
export type TournamentPlayerRow = Selectable<TournamentPlayerTable>;
export type TournamentTableRow = Selectable<TournamentTableTable>;
