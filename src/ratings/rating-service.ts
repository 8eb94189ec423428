import type { Principal } from "../auth/principal.ts";
import type { Reader } from "../db/store.ts";
import { readSeasonTable } from "./read-league.ts";
import { type LeaderboardScope, readHistory, readLeaderboard, readMyRatings } from "./read-ratings.ts";

export type RatingService = ReturnType<typeof createRatingService>;

/** The rating read use cases bound to the store; ratings themselves change only when a game finishes. */
export function createRatingService({ store }: { readonly store: Reader }) {
  return {
    leaderboard: (pluginId: string, scope: LeaderboardScope, limit: number) =>
      readLeaderboard(store, pluginId, scope, limit),
    /** One month's league table ("YYYY-MM"): win 3, draw 1, over the month's rated games. */
    season: (pluginId: string, scope: LeaderboardScope, season: string, limit: number) =>
      readSeasonTable(store, pluginId, scope, season, limit),
    history: (principal: Principal, limit: number, before?: string) =>
      readHistory(store, principal, limit, before),
    myRatings: (principal: Principal) => readMyRatings(store, principal),
  };
}
