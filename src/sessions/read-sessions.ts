import type { Principal } from "../auth/principal.ts";
import { listParticipants } from "../db/repositories/participant-repository.ts";
import {
  findOpenSessionByChat,
  findSession,
  listOpenSessionsForUser,
} from "../db/repositories/session-repository.ts";
import type { SessionRow } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import type { SessionView } from "../documents/session-document.ts";
import { DomainError } from "../errors.ts";
import type { UseCaseDeps } from "./session-deps.ts";
import { toSessionView } from "./session-view.ts";

async function withParticipants(r: Reader, session: SessionRow): Promise<SessionView> {
  return toSessionView(session, await listParticipants(r, session.id));
}

/** A session as its participants see it. */
export async function getSession({ store }: UseCaseDeps, principal: Principal, sessionId: string) {
  const session = await findSession(store, sessionId);
  if (!session) throw new DomainError("session_not_found", `No session ${sessionId}.`);
  const participants = await listParticipants(store, sessionId);
  if (!participants.some((p) => p.user_id === principal.userId)) throw new DomainError("not_participant");
  return toSessionView(session, participants);
}

/** The caller's open sessions, most recently changed first. */
export async function listSessionsForUser(
  { store }: UseCaseDeps,
  principal: Principal,
  limit = 10,
): Promise<SessionView[]> {
  const rows = await listOpenSessionsForUser(store, principal.userId, limit);
  return Promise.all(rows.map((row) => withParticipants(store, row)));
}

/** The newest open session bound to a Telegram group chat; the group itself is the credential. */
export async function findSessionByChat({ store }: UseCaseDeps, chatId: string) {
  const row = await findOpenSessionByChat(store, chatId);
  return row ? withParticipants(store, row) : undefined;
}
