import { recordChange } from "../audit/record-change.ts";
import type { Principal } from "../auth/principal.ts";
import {
  deleteParticipant,
  findParticipant,
  listParticipants,
} from "../db/repositories/participant-repository.ts";
import type { SessionView } from "../documents/session-document.ts";
import { DomainError } from "../errors.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import type { Channel } from "./channel.ts";
import { requireHost } from "./membership.ts";
import { isGameRunning } from "./session-status.ts";
import { toSessionView } from "./session-view.ts";

/**
 * Host only: takes a computer player off its seat between games. Seats are
 * fixed once a game starts, like a person's (leave_during_game), so a
 * running or paused game keeps its computer until it ends.
 */
export function removeComputerPlayer(
  { store, now }: UseCaseDeps,
  principal: Principal,
  sessionId: string,
  participantId: string,
  channel: Channel = "web",
): Promise<SessionView> {
  return store.write(async (tx) => {
    const { session, participant: host } = await requireHost(tx, principal, sessionId);
    const computer = await findParticipant(tx, participantId);
    if (!computer || computer.session_id !== session.id || computer.kind !== "computer") {
      throw new DomainError(
        "computer_player_not_found",
        `No computer player ${participantId} in this session.`,
      );
    }
    if (session.status === "Closed") throw new DomainError("session_closed", "This session is closed.");
    if (isGameRunning(session.status)) {
      throw new DomainError("invalid_session_status", "A computer can only be removed between games.");
    }
    await deleteParticipant(tx, computer);
    const { display_name, role } = computer;
    await recordChange(tx, {
      session_id: session.id,
      game_id: null,
      at: isoAt(now()),
      actor: host.id,
      channel,
      kind: "computer_left",
      payload: { participant_id: computer.id, display_name },
      notify: { kind: "participant_left", participant_id: computer.id, display_name, role },
    });
    return toSessionView(session, await listParticipants(tx, session.id));
  });
}
