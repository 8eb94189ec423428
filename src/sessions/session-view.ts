import type { ParticipantRow, SessionRow } from "../db/schema.ts";
import type { ParticipantView, SessionView } from "../documents/session-document.ts";
import { asStrength } from "../games/computer-strategies.ts";
import { sessionClockRules } from "../model/clock-rules.ts";

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
  const rules = sessionClockRules(session);
  return {
    id: session.id,
    invite_code: session.invite_code,
    status: session.status,
    max_players: session.max_players,
    visibility: session.visibility,
    plugin_id: session.plugin_id,
    turn_seconds: session.turn_seconds,
    time_control: rules?.time_control ?? null,
    on_timeout: rules?.on_timeout ?? null,
    stand_in_strength: rules?.stand_in_strength ?? null,
    current_game_id: session.current_game_id,
    created_at: session.created_at,
    updated_at: session.updated_at,
    participants: participants.map(toParticipantView),
  };
}
