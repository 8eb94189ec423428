import { findSession } from "../db/repositories/session-repository.ts";
import type { Reader } from "../db/store.ts";

/** A session as a chat's join button needs it. */
export interface SessionInvite {
  readonly id: string;
  readonly invite_code: string;
  /** The group the session is bound to, if any. */
  readonly telegram_chat_id: string | null;
}

/** A session's invite and group binding; undefined for an unknown session. */
export async function findSessionInvite(r: Reader, sessionId: string): Promise<SessionInvite | undefined> {
  const session = await findSession(r, sessionId);
  if (!session) return undefined;
  return { id: session.id, invite_code: session.invite_code, telegram_chat_id: session.telegram_chat_id };
}
