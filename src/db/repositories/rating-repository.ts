import { type Params, prepare, slotsFor } from "../prepared.ts";
import type { GameResultRow, RatingRow } from "../schema.ts";
import { type Reader, WriteConflict, type WriteTx } from "../store.ts";

/** A leaderboard line: a rating with its holder's name. */
export type LeaderboardRow = Pick<RatingRow, "user_id" | "rating" | "games" | "wins"> & {
  display_name: string;
};

/** A result row with its game's seats (JSON), for a player's history. */
export type HistoryRow = GameResultRow & { seats: string };

const one = prepare((db, p: Params<{ pluginId: string; userId: string }>) =>
  db.selectFrom("ratings").selectAll().where("plugin_id", "=", p.pluginId).where("user_id", "=", p.userId),
);
const ofUser = prepare((db, p: Params<{ userId: string }>) =>
  db.selectFrom("ratings").selectAll().where("user_id", "=", p.userId).orderBy("rating", "desc"),
);
const RATING_COLUMNS = {
  plugin_id: true,
  user_id: true,
  mu: true,
  sigma: true,
  rating: true,
  games: true,
  wins: true,
  updated_at: true,
} as const;
const insertRating = prepare((db, _: Params<RatingRow>) =>
  db.insertInto("ratings").values(slotsFor<RatingRow>(RATING_COLUMNS)),
);
const updateRating = prepare((db, p: Params<RatingRow & { expected: number }>) =>
  db
    .updateTable("ratings")
    .set({
      mu: p.mu,
      sigma: p.sigma,
      rating: p.rating,
      games: p.games,
      wins: p.wins,
      updated_at: p.updated_at,
    })
    .where("plugin_id", "=", p.plugin_id)
    .where("user_id", "=", p.user_id)
    .where("games", "=", p.expected),
);
const insertResult = prepare((db, _: Params<GameResultRow>) =>
  db.insertInto("game_results").values(
    slotsFor<GameResultRow>({
      game_id: true,
      user_id: true,
      plugin_id: true,
      participant_id: true,
      result: true,
      rating_before: true,
      rating_after: true,
      chat_id: true,
      finished_at: true,
    }),
  ),
);
const globalBoard = prepare((db, p: Params<{ pluginId: string; limit: number }>) =>
  db
    .selectFrom("ratings")
    .innerJoin("users", "users.id", "ratings.user_id")
    .select(["ratings.user_id", "users.display_name", "ratings.rating", "ratings.games", "ratings.wins"])
    .where("ratings.plugin_id", "=", p.pluginId)
    .orderBy("ratings.rating", "desc")
    .orderBy("ratings.user_id")
    .limit(p.limit),
);
const chatBoard = prepare((db, p: Params<{ pluginId: string; chatId: string; limit: number }>) =>
  db
    .selectFrom("ratings")
    .innerJoin("users", "users.id", "ratings.user_id")
    .select(["ratings.user_id", "users.display_name", "ratings.rating", "ratings.games", "ratings.wins"])
    .where("ratings.plugin_id", "=", p.pluginId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("game_results")
          .select("game_results.game_id")
          .where("game_results.chat_id", "=", p.chatId)
          .where("game_results.plugin_id", "=", p.pluginId)
          .whereRef("game_results.user_id", "=", "ratings.user_id"),
      ),
    )
    .orderBy("ratings.rating", "desc")
    .orderBy("ratings.user_id")
    .limit(p.limit),
);
const history = prepare(
  (db, p: Params<{ userId: string; beforeAt: string; beforeGame: string; limit: number }>) =>
    db
      .selectFrom("game_results")
      .innerJoin("games", "games.id", "game_results.game_id")
      .selectAll("game_results")
      .select("games.seats")
      .where("game_results.user_id", "=", p.userId)
      .where((eb) =>
        eb.or([
          eb("game_results.finished_at", "<", p.beforeAt),
          eb.and([
            eb("game_results.finished_at", "=", p.beforeAt),
            eb("game_results.game_id", "<", p.beforeGame),
          ]),
        ]),
      )
      .orderBy("game_results.finished_at", "desc")
      .orderBy("game_results.game_id", "desc")
      .limit(p.limit),
);

/** A user's rating in one game, if they have played it. */
export function findRating(r: Reader, pluginId: string, userId: string): Promise<RatingRow | undefined> {
  return r.first(one, { pluginId, userId });
}

/** A user's ratings in every game they played, highest first. */
export function listUserRatings(r: Reader, userId: string): Promise<RatingRow[]> {
  return r.all(ofUser, { userId });
}

/**
 * Stores a rating: a first one is inserted (`previousGames` null), a later one
 * replaces the row only if its game count is still `previousGames`.
 */
export async function saveRating(tx: WriteTx, row: RatingRow, previousGames: number | null): Promise<void> {
  if (previousGames === null) {
    await tx.run(insertRating, row);
    return;
  }
  const changed = await tx.run(updateRating, { ...row, expected: previousGames });
  if (changed !== 1) throw new WriteConflict(`rating of ${row.user_id} in ${row.plugin_id} changed`);
}

/** Records how a finished game went for one person. */
export async function insertGameResult(tx: WriteTx, row: GameResultRow): Promise<void> {
  await tx.run(insertResult, row);
}

/** The highest ratings of a game; with `chatId`, only players who played it in that chat. */
export function listLeaderboard(
  r: Reader,
  pluginId: string,
  chatId: string | null,
  limit: number,
): Promise<LeaderboardRow[]> {
  return chatId === null
    ? r.all(globalBoard, { pluginId, limit })
    : r.all(chatBoard, { pluginId, chatId, limit });
}

/** A user's results strictly before the cursor (finished_at, game_id), newest first. */
export function listUserResults(
  r: Reader,
  userId: string,
  before: { readonly at: string; readonly gameId: string },
  limit: number,
): Promise<HistoryRow[]> {
  return r.all(history, { userId, beforeAt: before.at, beforeGame: before.gameId, limit });
}
