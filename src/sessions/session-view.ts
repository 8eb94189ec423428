import type { ParticipantRow, SessionRow } from "../db/schema.ts";
import { asStrength } from "../games/computer-strategies.ts";
import type { Strength } from "../games/strategy.ts";

/** A participant as the API and the bot show it. */
export interface ParticipantView {
  readonly id: string;
  readonly display_name: string;
  readonly role: ParticipantRow["role"];
  readonly presence_web: boolean;
  readonly presence_messenger: boolean;
  readonly joined_at: string;
  readonly kind: ParticipantRow["kind"];
  /** A computer's strength; null for a person. */
  readonly strength: Strength | null;
}

/** A session with its participants in join order. */
export interface SessionView {
  readonly id: string;
  readonly invite_code: string;
  readonly status: SessionRow["status"];
  readonly max_players: number;
  readonly turn_seconds: number | null;
  readonly current_game_id: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly participants: readonly ParticipantView[];
}

/** Maps a participant row to its public shape. */
export function toParticipantView(row: ParticipantRow): ParticipantView {
  return {
    id: row.id,
    display_name: row.display_name,
    role: row.role,
    presence_web: row.presence_web === 1,
    presence_messenger: row.presence_messenger === 1,
    joined_at: row.joined_at,
    kind: row.kind,
    strength: row.kind === "computer" ? asStrength(row.strength) : null,
  };
}

/** Builds the public view from a session row and its participants. */
export function toSessionView(session: SessionRow, participants: readonly ParticipantRow[]): SessionView {
  return {
    id: session.id,
    invite_code: session.invite_code,
    status: session.status,
    max_players: session.max_players,
    turn_seconds: session.turn_seconds,
    current_game_id: session.current_game_id,
    created_at: session.created_at,
    updated_at: session.updated_at,
    participants: participants.map(toParticipantView),
  };
}
