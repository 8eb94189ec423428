import type { Principal } from "../auth/principal.ts";
import { findParticipantByUser } from "../db/repositories/participant-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import type { ParticipantRow, SessionRow } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import { DomainError } from "../errors.ts";

/** The session and the caller's participant row; 404 without the session, 403 for outsiders. */
export async function requireParticipant(
  r: Reader,
  principal: Principal,
  sessionId: string,
): Promise<{ session: SessionRow; participant: ParticipantRow }> {
  const session = await findSession(r, sessionId);
  if (!session) throw new DomainError("session_not_found", `No session ${sessionId}.`);
  const participant = await findParticipantByUser(r, sessionId, principal.userId);
  if (!participant) throw new DomainError("not_participant");
  return { session, participant };
}

/** As `requireParticipant`, and the caller must host the session. */
export async function requireHost(
  r: Reader,
  principal: Principal,
  sessionId: string,
): Promise<{ session: SessionRow; participant: ParticipantRow }> {
  const found = await requireParticipant(r, principal, sessionId);
  if (found.participant.role !== "host") throw new DomainError("not_host", "Only the host may do this.");
  return found;
}
