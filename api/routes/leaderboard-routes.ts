import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { parseScope } from "../../src/ratings/read-ratings.ts";
import { DisplayRating, PageLimit } from "../schemas.ts";

const LeaderboardEntry = Type.Object({
  user_id: Type.String({ format: "uuid" }),
  display_name: Type.String(),
  rating: DisplayRating,
  games: Type.Integer({ description: "Rated games of this plugin (with season: in that month)." }),
  wins: Type.Integer(),
  points: Type.Optional(Type.Integer({ description: "With season only: 3 a win, 1 a draw." })),
  draws: Type.Optional(Type.Integer({ description: "With season only." })),
  rating_change: Type.Optional(
    Type.Number({ description: "With season only: what the month's counted games moved the rating." }),
  ),
});

/** /leaderboards/{plugin_id}: a game's ratings, highest first, worldwide or in one Telegram chat. */
export function leaderboardRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/leaderboards/:plugin_id",
      {
        schema: {
          tags: ["ratings"],
          summary: "A game's leaderboard, highest rating first (no credential needed)",
          description:
            "Every rated person (guests, accounts, Telegram users); computer players are not listed. scope=chat:{chat_id} keeps the players who played this game in that Telegram chat. With season=YYYY-MM it is that month's league instead: every rated game finished in the month (in that chat's sessions), 3 points a win and 1 a draw, best first.",
          params: Type.Object({ plugin_id: Type.String({ minLength: 1, maxLength: 64 }) }),
          querystring: Type.Object({
            limit: PageLimit(100, 20),
            scope: Type.Optional(
              Type.String({
                pattern: "^(global|chat:-?[0-9]{1,20})$",
                description: "global (default) or chat:{chat_id}.",
              }),
            ),
            season: Type.Optional(
              Type.String({ pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$", description: "A month, YYYY-MM (UTC)." }),
            ),
          }),
          response: {
            200: Type.Object({
              plugin_id: Type.String(),
              season: Type.Optional(Type.String()),
              entries: Type.Array(LeaderboardEntry),
            }),
            ...problems(400, 404),
          },
        },
      },
      async (request, reply) => {
        const { plugin_id, query } = { ...request.params, query: request.query };
        const scope = parseScope(query.scope);
        const limit = query.limit ?? 20;
        return reply.send(
          query.season
            ? await core.ratings.season(plugin_id, scope, query.season, limit)
            : await core.ratings.leaderboard(plugin_id, scope, limit),
        );
      },
    );
  };
}
