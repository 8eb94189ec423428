import { recordChange } from "../audit/record-change.ts";
import type { Principal } from "../auth/principal.ts";
import {
  deleteParticipant,
  findParticipant,
  listParticipants,
  rememberFormerParticipant,
} from "../db/repositories/participant-repository.ts";
import type { SessionView } from "../documents/session-document.ts";
import { DomainError } from "../errors.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import type { Channel } from "./channel.ts";
import { requireHost } from "./membership.ts";
import { isGameRunning, runningGameOf } from "./session-status.ts";
import { toSessionView } from "./session-view.ts";

/**
 * Host only: removes a person (or a computer) from the table. Public tables
 * seat strangers, so the host can send anyone away while the table waits;
 * once a game runs its seats are fixed, and only spectators can be removed.
 * `only: "computer"` refuses anyone but a computer player, as not found.
 */
export function removeParticipant(
  { store, now }: UseCaseDeps,
  principal: Principal,
  sessionId: string,
  participantId: string,
  channel: Channel = "web",
  only?: "computer",
): Promise<SessionView> {
  return store.write(async (tx) => {
    const { session, participant: host } = await requireHost(tx, principal, sessionId);
    const target = await findParticipant(tx, participantId);
    if (!target || target.session_id !== session.id || (only && target.kind !== only)) {
      throw only
        ? new DomainError("computer_player_not_found", `No computer player ${participantId} in this session.`)
        : new DomainError("participant_not_found", `No participant ${participantId} in this session.`);
    }
    if (session.status === "Closed") throw new DomainError("session_closed", "This session is closed.");
    if (target.role === "host") throw new DomainError("host_cannot_leave");
    if (isGameRunning(session.status) && target.role !== "spectator") {
      throw new DomainError("invalid_session_status", "A seated player can only be removed between games.");
    }
    await deleteParticipant(tx, target);
    const at = isoAt(now());
    if (target.kind === "person") {
      await rememberFormerParticipant(tx, {
        participant_id: target.id,
        user_id: target.user_id,
        session_id: session.id,
        left_at: at,
      });
    }
    const { display_name, role } = target;
    const context = { session_id: session.id, game_id: runningGameOf(session), at, actor: host.id, channel };
    const notify = { kind: "participant_left", participant_id: target.id, display_name, role } as const;
    await recordChange(
      tx,
      target.kind === "computer"
        ? { ...context, kind: "computer_left", payload: { participant_id: target.id, display_name }, notify }
        : { ...context, kind: "participant_left", payload: { role }, notify },
    );
    return toSessionView(session, await listParticipants(tx, session.id));
  });
}
