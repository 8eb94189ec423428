import { listParticipants } from "../db/repositories/participant-repository.ts";
import type { Reader } from "../db/store.ts";

/** The computer players seated in a session, in join order: the picker offers to remove each. */
export async function listSeatedComputers(
  r: Reader,
  sessionId: string,
): Promise<{ readonly id: string; readonly displayName: string }[]> {
  return (await listParticipants(r, sessionId))
    .filter((p) => p.kind === "computer")
    .map((p) => ({ id: p.id, displayName: p.display_name }));
}
