import { recordChange } from "../audit/record-change.ts";
import type { Principal } from "../auth/principal.ts";
import {
  deleteParticipant,
  listParticipants,
  rememberFormerParticipant,
} from "../db/repositories/participant-repository.ts";
import type { SessionView } from "../documents/session-document.ts";
import { DomainError } from "../errors.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import type { Channel } from "./channel.ts";
import { requireParticipant } from "./membership.ts";
import { runningGameOf } from "./session-status.ts";
import { toSessionView } from "./session-view.ts";

/**
 * Leaves a session. The host closes instead of leaving, and a seated player
 * stays until the running game ends, because seats are fixed once a game starts.
 */
export function leaveSession(
  { store, now }: UseCaseDeps,
  principal: Principal,
  sessionId: string,
  channel: Channel = "web",
): Promise<SessionView> {
  return store.write(async (tx) => {
    const { session, participant } = await requireParticipant(tx, principal, sessionId);
    if (participant.role === "host") throw new DomainError("host_cannot_leave");
    if (runningGameOf(session) && participant.role !== "spectator")
      throw new DomainError("leave_during_game");
    await deleteParticipant(tx, participant);
    const at = isoAt(now());
    await rememberFormerParticipant(tx, {
      participant_id: participant.id,
      user_id: participant.user_id,
      session_id: session.id,
      left_at: at,
    });
    const { display_name, role } = participant;
    await recordChange(tx, {
      session_id: session.id,
      game_id: runningGameOf(session),
      at,
      actor: participant.id,
      channel,
      kind: "participant_left",
      payload: { role },
      notify: { kind: "participant_left", participant_id: participant.id, display_name, role },
    });
    return toSessionView(session, await listParticipants(tx, session.id));
  });
}
