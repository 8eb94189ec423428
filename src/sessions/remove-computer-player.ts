import type { Principal } from "../auth/principal.ts";
import type { SessionView } from "../documents/session-document.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import type { Channel } from "./channel.ts";
import { removeParticipant } from "./remove-participant.ts";

/**
 * Host only: takes a computer player off its seat between games. Seats are
 * fixed once a game starts, like a person's (leave_during_game), so a
 * running or paused game keeps its computer until it ends.
 */
export function removeComputerPlayer(
  deps: UseCaseDeps,
  principal: Principal,
  sessionId: string,
  participantId: string,
  channel: Channel = "web",
): Promise<SessionView> {
  return removeParticipant(deps, principal, sessionId, participantId, channel, "computer");
}
