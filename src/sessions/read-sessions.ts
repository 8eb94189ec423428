import type { Principal } from "../auth/principal.ts";
import { listParticipants } from "../db/repositories/participant-repository.ts";
import {
  findOpenSessionByChat,
  findSession,
  findSessionRevision,
  listOpenSessionsForUser,
} from "../db/repositories/session-repository.ts";
import type { SessionRow } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import type { FrozenCache } from "../documents/frozen-cache.ts";
import type { SessionView } from "../documents/session-document.ts";
import { DomainError } from "../errors.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { toSessionView } from "./session-view.ts";
import { watcherOf } from "./watch-access.ts";

async function withParticipants(r: Reader, session: SessionRow): Promise<SessionView> {
  return toSessionView(session, await listParticipants(r, session.id));
}

/** About 2 KB per session with ten participants: the default holds a few MB. */
export const SESSION_DOCUMENTS_CACHED = 2000;

/**
 * A session as its watchers see it (watch-access.ts: its participants, and
 * anyone signed in for a public session). One small read checks the caller
 * and gives the session's revision; the document is built again only when
 * the revision changed. The session row is read before its participants, so
 * a document is never older than the revision it is kept under.
 */
export async function getSession(
  { store }: UseCaseDeps,
  documents: FrozenCache<SessionView>,
  principal: Principal,
  sessionId: string,
): Promise<SessionView> {
  const access = await findSessionRevision(store, sessionId, principal.userId);
  if (!access) throw new DomainError("session_not_found", `No session ${sessionId}.`);
  watcherOf(access.visibility, access.participant_id);
  const known = documents.get(`${sessionId}\u0000${access.revision}`);
  if (known) return known;
  const session = await findSession(store, sessionId);
  if (!session) throw new DomainError("session_not_found", `No session ${sessionId}.`);
  const participants = await listParticipants(store, sessionId);
  watcherOf(session.visibility, participants.find((p) => p.user_id === principal.userId)?.id);
  return documents.keep(`${sessionId}\u0000${session.revision}`, toSessionView(session, participants));
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
