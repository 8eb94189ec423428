import type { ParticipantKind, ParticipantRole, ParticipantRow } from "../db/schema.ts";
import { newId } from "../ids.ts";
import type { Channel } from "./channel.ts";

/** Who takes a seat (or watches), and where they joined from. */
export interface ParticipantSeat {
  readonly sessionId: string;
  readonly userId: string;
  readonly displayName: string;
  readonly role: ParticipantRole;
  /** Turn order follows it: one more than the last participant's. */
  readonly joinSeq: number;
  readonly at: string;
  /** Where the participant is present from on arrival; null for a computer, or a person seated by the service elsewhere. */
  readonly presence: Channel | null;
  /** A computer player's strength; a person is given none. */
  readonly computer?: { readonly strength: string };
}

/** A new participant's row: the one place its defaults (no presence, a person) are written. */
export function newParticipant(seat: ParticipantSeat): ParticipantRow {
  const kind: ParticipantKind = seat.computer ? "computer" : "person";
  return {
    id: newId(),
    session_id: seat.sessionId,
    user_id: seat.userId,
    display_name: seat.displayName,
    role: seat.role,
    join_seq: seat.joinSeq,
    presence_web: seat.presence === "web" ? 1 : 0,
    presence_messenger: seat.presence === "messenger" ? 1 : 0,
    joined_at: seat.at,
    kind,
    strength: seat.computer?.strength ?? null,
  };
}
