import { sql } from "kysely";
import type { Reader, WriteTx } from "../store.ts";

/** One player's line in a month's table. */
export interface SeasonRow {
  readonly user_id: string;
  readonly display_name: string;
  /** The player's rating now (not at the month's end). */
  readonly rating: number;
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  /** What the month's counted games moved the rating, summed. */
  readonly rating_change: number;
}

export interface SeasonQuery {
  readonly pluginId: string;
  /** Only the games of sessions bound to this Telegram chat; null for every game. */
  readonly chatId: string | null;
  /** The month: finished_at in [from, to). */
  readonly from: string;
  readonly to: string;
  readonly limit: number;
}

/** A month's table of rated games: a win is 3 points and a draw 1; best first. */
export async function listSeasonTable(r: Reader, q: SeasonQuery): Promise<SeasonRow[]> {
  let query = r.db
    .selectFrom("game_results as g")
    .innerJoin("users as u", "u.id", "g.user_id")
    .leftJoin("ratings as k", (join) =>
      join.onRef("k.user_id", "=", "g.user_id").onRef("k.plugin_id", "=", "g.plugin_id"),
    )
    .select([
      "g.user_id",
      "u.display_name",
      sql<number>`max(k.rating)`.as("rating"),
      sql<number>`sum(case when g.result = 'win' then 3 when g.result = 'draw' then 1 else 0 end)`.as(
        "points",
      ),
      sql<number>`count(*)`.as("games"),
      sql<number>`sum(case when g.result = 'win' then 1 else 0 end)`.as("wins"),
      sql<number>`sum(case when g.result = 'draw' then 1 else 0 end)`.as("draws"),
      sql<number>`sum(g.rating_after - g.rating_before)`.as("rating_change"),
    ])
    .where("g.plugin_id", "=", q.pluginId)
    .where("g.finished_at", ">=", q.from)
    .where("g.finished_at", "<", q.to);
  if (q.chatId !== null) query = query.where("g.chat_id", "=", q.chatId);
  const rows = await query
    .groupBy(["g.user_id", "u.display_name"])
    .orderBy("points", "desc")
    .orderBy("rating_change", "desc")
    .orderBy("g.user_id")
    .limit(q.limit)
    .execute();
  return rows.map((row) => ({
    user_id: row.user_id,
    display_name: row.display_name,
    rating: Number(row.rating ?? 0),
    points: Number(row.points),
    games: Number(row.games),
    wins: Number(row.wins),
    draws: Number(row.draws),
    rating_change: Math.round(Number(row.rating_change) * 10) / 10,
  }));
}

/** The chats and games that had rated games in [from, to): whose month to post. */
export async function listSeasonChats(
  r: Reader,
  from: string,
  to: string,
): Promise<{ chatId: string; pluginId: string }[]> {
  const rows = await r.db
    .selectFrom("game_results")
    .select(["chat_id", "plugin_id"])
    .distinct()
    .where("chat_id", "is not", null)
    .where("finished_at", ">=", from)
    .where("finished_at", "<", to)
    .orderBy("chat_id")
    .orderBy("plugin_id")
    .execute();
  return rows.map((row) => ({ chatId: row.chat_id as string, pluginId: row.plugin_id }));
}

/** Claims one chat's post of one game's month; false when it was queued already. */
export async function claimLeaguePost(
  tx: WriteTx,
  post: { readonly chatId: string; readonly pluginId: string; readonly season: string; readonly at: string },
): Promise<boolean> {
  const result = await tx.db
    .insertInto("league_posts")
    .values({ chat_id: post.chatId, plugin_id: post.pluginId, season: post.season, queued_at: post.at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
