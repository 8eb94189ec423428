import { recordChange } from "../audit/record-change.ts";
import type { Principal } from "../auth/principal.ts";
import { listParticipants } from "../db/repositories/participant-repository.ts";
import { setSessionStatus } from "../db/repositories/session-repository.ts";
import type { SessionView } from "../documents/session-document.ts";
import { DomainError } from "../errors.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import type { Channel } from "./channel.ts";
import { applyHostEventToGame } from "./host-game-effects.ts";
import { requireHost } from "./membership.ts";
import { nextSessionStatus, runningGameOf } from "./session-status.ts";
import { toSessionView } from "./session-view.ts";

const AUDIT_KIND = { close: "session_closed", pause: "session_paused", resume: "session_resumed" } as const;

/** Host only: close (idempotent), pause or resume a session, with the effect on its running game. */
export function changeSessionStatus(
  { store, now }: UseCaseDeps,
  principal: Principal,
  sessionId: string,
  event: "close" | "pause" | "resume",
  channel: Channel = "web",
): Promise<SessionView> {
  return store.write(async (tx) => {
    const { session, participant } = await requireHost(tx, principal, sessionId);
    const participants = await listParticipants(tx, session.id);
    if (event === "close" && session.status === "Closed") return toSessionView(session, participants);
    const next = nextSessionStatus(session.status, event);
    if (!next) {
      throw new DomainError("invalid_session_status", `Cannot ${event} a session that is ${session.status}.`);
    }
    const nowMs = now();
    const at = isoAt(nowMs);
    await applyHostEventToGame(tx, event, session, { actor: participant.id, channel, nowMs });
    await setSessionStatus(tx, session.id, next, at);
    await recordChange(tx, {
      session_id: session.id,
      game_id: runningGameOf(session),
      at,
      actor: participant.id,
      channel,
      kind: AUDIT_KIND[event],
      payload: { from: session.status, to: next },
      notify: { kind: "session_updated", event, from: session.status, to: next },
    });
    return toSessionView({ ...session, status: next, updated_at: at }, participants);
  });
}
