import type { Principal } from "../auth/principal.ts";
import type { Reader } from "../db/store.ts";
import { type LeaderboardScope, readHistory, readLeaderboard, readMyRatings } from "./read-ratings.ts";

export type RatingService = ReturnType<typeof createRatingService>;

/** The rating read use cases bound to the store; ratings themselves change only when a game finishes. */
export function createRatingService({ store }: { readonly store: Reader }) {
  return {
    leaderboard: (pluginId: string, scope: LeaderboardScope, limit: number) =>
      readLeaderboard(store, pluginId, scope, limit),
    history: (principal: Principal, limit: number, before?: string) =>
      readHistory(store, principal, limit, before),
    myRatings: (principal: Principal) => readMyRatings(store, principal),
  };
}
