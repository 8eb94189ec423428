import type { GameRow } from "../schema.ts";
import type { Reader } from "../store.ts";

/** A span of time, as ISO instants: from inclusive, to exclusive. */
export interface EndSpan {
  readonly from: string;
  readonly to: string;
}

/** What a month's open data reads of a game that ended: enough for its export and its audit slice. */
export type EndedGame = Pick<GameRow, "id" | "session_id" | "plugin_id" | "seats" | "audit_seq"> & {
  readonly status: "finished" | "aborted";
};

const ENDED = ["finished", "aborted"] as const;

/** Games finished or aborted with finished_at in the span (an abort sets finished_at too). */
const endedIn = (r: Reader, span: EndSpan) =>
  r.db
    .selectFrom("games")
    .where("status", "in", ENDED)
    .where("finished_at", ">=", span.from)
    .where("finished_at", "<", span.to);

/** How many games ended (finished or aborted) in the span. */
export async function countGamesEndedIn(r: Reader, span: EndSpan): Promise<number> {
  const row = await endedIn(r, span)
    .select((eb) => eb.fn.countAll<number | string>().as("games"))
    .executeTakeFirst();
  return Number(row?.games ?? 0);
}

/**
 * The games that ended in the span with an id after `after` (null: from the
 * first), at most `limit`, in id order. Paging by the primary key walks it
 * once over all the pages, where paging by finished_at (not indexed) would
 * scan and sort the table again for each page.
 */
export async function listGamesEndedIn(
  r: Reader,
  span: EndSpan,
  after: string | null,
  limit: number,
): Promise<EndedGame[]> {
  let query = endedIn(r, span).select(["id", "session_id", "plugin_id", "status", "seats", "audit_seq"]);
  if (after !== null) query = query.where("id", ">", after);
  const rows = await query.orderBy("id").limit(limit).execute();
  return rows as EndedGame[];
}

/** Who each participant of the sessions is: its user id, for those still seated and those who left. */
export async function listSessionMembers(
  r: Reader,
  sessionIds: readonly string[],
): Promise<{ participant_id: string; user_id: string }[]> {
  if (sessionIds.length === 0) return [];
  const current = await r.db
    .selectFrom("participants")
    .select(["id as participant_id", "user_id"])
    .where("session_id", "in", sessionIds)
    .execute();
  const former = await r.db
    .selectFrom("former_participants")
    .select(["participant_id", "user_id"])
    .where("session_id", "in", sessionIds)
    .execute();
  return [...current, ...former];
}
