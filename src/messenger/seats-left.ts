import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** How many seats a session still has for players (spectators take none); 0 for an unknown session. */
export async function countSeatsLeft(db: Kysely<Database>, sessionId: string): Promise<number> {
  const session = await db
    .selectFrom("sessions")
    .select("max_players")
    .where("id", "=", sessionId)
    .executeTakeFirst();
  const seated = await db
    .selectFrom("participants")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("session_id", "=", sessionId)
    .where("role", "!=", "spectator")
    .executeTakeFirstOrThrow();
  return Math.max(0, (session?.max_players ?? 0) - Number(seated.n));
}
