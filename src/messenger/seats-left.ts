import { listParticipants } from "../db/repositories/participant-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import type { Reader } from "../db/store.ts";

/** How many seats a session still has for players (spectators take none); 0 for an unknown session. */
export async function countSeatsLeft(r: Reader, sessionId: string): Promise<number> {
  const session = await findSession(r, sessionId);
  if (!session) return 0;
  const seated = (await listParticipants(r, sessionId)).filter((p) => p.role !== "spectator").length;
  return Math.max(0, session.max_players - seated);
}
