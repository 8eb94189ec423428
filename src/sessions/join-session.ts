import { recordChange } from "../audit/record-change.ts";
import type { Principal } from "../auth/principal.ts";
import {
  insertParticipant,
  listParticipants,
  setPresence,
} from "../db/repositories/participant-repository.ts";
import { findSessionByInvite } from "../db/repositories/session-repository.ts";
import type { ParticipantView, SessionView } from "../documents/session-document.ts";
import { SESSION_LIMITS } from "../documents/session-limits.ts";
import { DomainError } from "../errors.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import { isBlockedAmong } from "./blocks.ts";
import { type Channel, presenceFlags } from "./channel.ts";
import { normaliseInviteCode } from "./invite-code.ts";
import { newParticipant } from "./new-participant.ts";
import { isGameRunning, runningGameOf } from "./session-status.ts";
import { toParticipantView, toSessionView } from "./session-view.ts";

export interface JoinSessionInput {
  readonly invite_code: string;
  readonly channel?: Channel | undefined;
  readonly display_name?: string | undefined;
}

export interface JoinResult {
  readonly session: SessionView;
  readonly participant: ParticipantView;
  /** False when the caller was already a participant. */
  readonly joined: boolean;
}

/**
 * Joins by invite code. Idempotent for a member (it only sets the channel's
 * presence flag); a newcomer becomes a player, or a spectator while a game runs.
 * The seat count is checked inside the write unit, so the last free seat goes
 * to exactly one joiner.
 */
export function joinSession(
  { store, now }: UseCaseDeps,
  principal: Principal,
  input: JoinSessionInput,
): Promise<JoinResult> {
  const channel = input.channel ?? "web";
  return store.write(async (tx) => {
    const session = await findSessionByInvite(tx, normaliseInviteCode(input.invite_code));
    if (!session) throw new DomainError("invite_not_found", "No session has this invite code.");
    if (session.status === "Closed") throw new DomainError("session_closed", "This session is closed.");
    const participants = await listParticipants(tx, session.id);
    const existing = participants.find((p) => p.user_id === principal.userId);
    if (existing) {
      const updated = { ...existing, ...presenceFlags(channel) };
      if (
        updated.presence_web !== existing.presence_web ||
        updated.presence_messenger !== existing.presence_messenger
      ) {
        await setPresence(tx, updated);
      }
      const all = participants.map((p) => (p.id === existing.id ? updated : p));
      return { session: toSessionView(session, all), participant: toParticipantView(updated), joined: false };
    }
    const people = participants.filter((p) => p.kind === "person").map((p) => p.user_id);
    if (session.visibility === "public" && (await isBlockedAmong(tx, principal.userId, people))) {
      throw new DomainError("user_blocked");
    }
    const gameRunning = isGameRunning(session.status);
    const seated = participants.filter((p) => p.role !== "spectator").length;
    if (gameRunning) {
      if (participants.length - seated >= SESSION_LIMITS.maxSpectators) {
        throw new DomainError("session_full", "This session has no room for more spectators.");
      }
    } else if (seated >= session.max_players) {
      throw new DomainError("session_full", `All ${session.max_players} seats are taken.`);
    }
    const at = isoAt(now());
    const participant = newParticipant({
      sessionId: session.id,
      userId: principal.userId,
      displayName: input.display_name ?? principal.displayName,
      role: gameRunning ? "spectator" : "player",
      joinSeq: (participants.at(-1)?.join_seq ?? 0) + 1,
      at,
      presence: channel,
    });
    await insertParticipant(tx, participant);
    const { display_name, role } = participant;
    await recordChange(tx, {
      session_id: session.id,
      game_id: runningGameOf(session),
      at,
      actor: participant.id,
      channel,
      kind: "participant_joined",
      payload: { role },
      notify: { kind: "participant_joined", participant_id: participant.id, display_name, role },
    });
    return {
      session: toSessionView(session, [...participants, participant]),
      participant: toParticipantView(participant),
      joined: true,
    };
  });
}
