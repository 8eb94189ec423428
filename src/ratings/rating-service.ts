import type { Principal } from "../auth/principal.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { queueLeaguePosts } from "./league-posts.ts";
import { readSeasonTable } from "./read-league.ts";
import { type LeaderboardScope, readHistory, readLeaderboard, readMyRatings } from "./read-ratings.ts";

export type RatingService = ReturnType<typeof createRatingService>;

/** The rating read use cases bound to the store; ratings themselves change only when a game finishes. */
export function createRatingService(deps: UseCaseDeps) {
  const { store } = deps;
  return {
    leaderboard: (pluginId: string, scope: LeaderboardScope, limit: number) =>
      readLeaderboard(store, pluginId, scope, limit),
    /** One month's league table ("YYYY-MM"): win 3, draw 1, over the month's rated games. */
    season: (pluginId: string, scope: LeaderboardScope, season: string, limit: number) =>
      readSeasonTable(store, pluginId, scope, season, limit),
    /** Queues last month's league table in every chat that played, once; answers how many. */
    queueLeaguePosts: () => queueLeaguePosts(deps),
    history: (principal: Principal, limit: number, before?: string) =>
      readHistory(store, principal, limit, before),
    myRatings: (principal: Principal) => readMyRatings(store, principal),
  };
}
