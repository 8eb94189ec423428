import type { Reader } from "../store.ts";

/**
 * The running game of a public session whose seated players have the highest
 * average rating in its game (an unrated player counts as `unrated`), the
 * newest first on a tie; undefined when no public game runs.
 */
export async function findFeaturedGameId(
  r: Reader,
  pluginId: string | undefined,
  unrated: number,
): Promise<string | undefined> {
  let query = r.db
    .selectFrom("games as g")
    .innerJoin("sessions as s", (join) =>
      join.onRef("s.id", "=", "g.session_id").onRef("s.current_game_id", "=", "g.id"),
    )
    .innerJoin("participants as p", (join) =>
      join.onRef("p.session_id", "=", "s.id").on("p.role", "!=", "spectator"),
    )
    .leftJoin("ratings as r", (join) =>
      join.onRef("r.user_id", "=", "p.user_id").onRef("r.plugin_id", "=", "g.plugin_id"),
    )
    .select((eb) => ["g.id", eb.fn.avg(eb.fn.coalesce("r.rating", eb.val(unrated))).as("average")])
    .where("s.visibility", "=", "public")
    .where("s.status", "=", "InGame")
    .where("g.status", "=", "running");
  if (pluginId !== undefined) query = query.where("g.plugin_id", "=", pluginId);
  const row = await query
    .groupBy(["g.id", "g.created_at"])
    .orderBy("average", "desc")
    .orderBy("g.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
