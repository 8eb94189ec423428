import { recordChange } from "../audit/record-change.ts";
import type { Principal } from "../auth/principal.ts";
import { insertParticipant, listParticipants } from "../db/repositories/participant-repository.ts";
import { insertUser } from "../db/repositories/user-repository.ts";
import type { ParticipantRow } from "../db/schema.ts";
import type { ParticipantView, SessionView } from "../documents/session-document.ts";
import { DomainError } from "../errors.ts";
import { storedComputerName } from "../games/kit/computer-words.ts";
import type { Strength } from "../games/strategy.ts";
import { newId } from "../ids.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import type { Channel } from "./channel.ts";
import { requireHost } from "./membership.ts";
import { newParticipant } from "./new-participant.ts";
import { isGameRunning } from "./session-status.ts";
import { toParticipantView, toSessionView } from "./session-view.ts";

export interface AddComputerResult {
  readonly session: SessionView;
  readonly participant: ParticipantView;
}

/** "Computer (hard)", then "Computer 2 (hard)" and so on, so two computers can be told apart. */
function computerName(strength: Strength, participants: readonly ParticipantRow[]): string {
  return storedComputerName(strength, participants.filter((p) => p.kind === "computer").length + 1);
}

/**
 * Host only: seats a computer player of `strength` before a game starts. It
 * is a participant of its own, with a user row that has no credential, so
 * its moves go through the same membership checks and audit as a person's.
 * The seat count is checked inside the write unit, like a join.
 */
export function addComputerPlayer(
  { store, now }: UseCaseDeps,
  principal: Principal,
  sessionId: string,
  strength: Strength,
  channel: Channel = "web",
): Promise<AddComputerResult> {
  return store.write(async (tx) => {
    const { session, participant: host } = await requireHost(tx, principal, sessionId);
    if (session.status === "Closed") throw new DomainError("session_closed", "This session is closed.");
    if (isGameRunning(session.status)) {
      throw new DomainError("invalid_session_status", "A computer can only be seated between games.");
    }
    const participants = await listParticipants(tx, session.id);
    if (participants.filter((p) => p.role !== "spectator").length >= session.max_players) {
      throw new DomainError("session_full", `All ${session.max_players} seats are taken.`);
    }
    const at = isoAt(now());
    const name = computerName(strength, participants);
    const user = await insertUser(tx, {
      id: newId(),
      kind: "computer",
      display_name: name,
      email: null,
      password_hash: null,
      telegram_id: null,
      telegram_username: null,
      is_staff: 0,
      created_at: at,
      last_seen_at: at,
      erased_at: null,
      language: null,
    });
    const participant = newParticipant({
      sessionId: session.id,
      userId: user.id,
      displayName: name,
      role: "player",
      joinSeq: (participants.at(-1)?.join_seq ?? 0) + 1,
      at,
      presence: null,
      computer: { strength },
    });
    await insertParticipant(tx, participant);
    await recordChange(tx, {
      session_id: session.id,
      game_id: null,
      at,
      actor: host.id,
      channel,
      kind: "computer_joined",
      payload: { participant_id: participant.id, display_name: name, strength },
      notify: {
        kind: "participant_joined",
        participant_id: participant.id,
        display_name: name,
        role: participant.role,
      },
    });
    return {
      session: toSessionView(session, [...participants, participant]),
      participant: toParticipantView(participant),
    };
  });
}
