import type { MatchTicketRow } from "../match-ticket-schema.ts";
import type { Reader, WriteTx } from "../store.ts";

/** Queues a ticket; false when the player already waits in this game. */
export async function insertTicket(tx: WriteTx, row: MatchTicketRow): Promise<boolean> {
  const result = await tx.db
    .insertInto("match_tickets")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findTicket(r: Reader, id: string): Promise<MatchTicketRow | undefined> {
  return r.db.selectFrom("match_tickets").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every waiting ticket of one game and table size, oldest first. */
export function listWaitingTickets(r: Reader, pluginId: string, seats: number): Promise<MatchTicketRow[]> {
  return r.db
    .selectFrom("match_tickets")
    .selectAll()
    .where("status", "=", "waiting")
    .where("plugin_id", "=", pluginId)
    .where("seats", "=", seats)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The games and table sizes somebody waits for. */
export async function listWaitingQueues(r: Reader): Promise<{ pluginId: string; seats: number }[]> {
  const rows = await r.db
    .selectFrom("match_tickets")
    .select(["plugin_id", "seats"])
    .distinct()
    .where("status", "=", "waiting")
    .execute();
  return rows.map((row) => ({ pluginId: row.plugin_id, seats: Number(row.seats) }));
}

/** Marks waiting tickets matched to one game; answers how many still waited (the rest were taken). */
export async function matchTickets(
  tx: WriteTx,
  ids: readonly string[],
  match: { readonly sessionId: string; readonly gameId: string; readonly at: string },
): Promise<number> {
  const result = await tx.db
    .updateTable("match_tickets")
    .set({ status: "matched", settled_at: match.at, session_id: match.sessionId, game_id: match.gameId })
    .where("id", "in", ids)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Cancels a waiting ticket; false when it no longer waits. */
export async function cancelTicket(tx: WriteTx, id: string, at: string): Promise<boolean> {
  const result = await tx.db
    .updateTable("match_tickets")
    .set({ status: "cancelled", settled_at: at })
    .where("id", "=", id)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
