import type { SessionVisibility } from "../db/schema.ts";
import { DomainError } from "../errors.ts";

/**
 * Who may watch a session's games and live events: each participant through
 * their own eyes and, when the session is public, anyone signed in through
 * the eyes of a participant who holds no seat. Everyone else is refused
 * not_participant, as outsiders always were. One rule for every wire: the
 * state, the event stream and its ticket, the channel's subscribe, the board
 * image and the session document.
 *
 * Returns whose eyes: the caller's participant id, or null for an outsider.
 */
export function watcherOf(
  visibility: SessionVisibility,
  participantId: string | null | undefined,
): string | null {
  if (participantId) return participantId;
  if (visibility === "public") return null;
  throw new DomainError("not_participant");
}
