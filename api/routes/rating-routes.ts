import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { PlayerDocument } from "../../src/documents/game-documents.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, DisplayRating, PageLimit } from "../schemas.ts";

const HistoryEntry = Type.Object({
  game_id: Type.String({ format: "uuid" }),
  plugin_id: Type.String(),
  finished_at: Type.String({ format: "date-time" }),
  result: Type.Union([Type.Literal("win"), Type.Literal("loss"), Type.Literal("draw")]),
  rating_before: DisplayRating,
  rating_after: DisplayRating,
  players: Type.Array(PlayerDocument),
});

/** /users/me/games and /users/me/ratings: the caller's rated games and ratings. */
export function ratingRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = createAuthenticate(core);
    app.get(
      "/users/me/games",
      {
        onRequest: authenticate,
        schema: {
          tags: ["ratings"],
          summary: "The caller's finished, rated games, newest first",
          description:
            "Pass next_before as `before` for the next page; it is null on the last one. Aborted games are not listed.",
          security: AUTHENTICATED,
          querystring: Type.Object({
            limit: PageLimit(100, 20),
            before: Type.Optional(Type.String({ maxLength: 200, description: "A next_before cursor." })),
          }),
          response: {
            200: Type.Object({
              games: Type.Array(HistoryEntry),
              next_before: Type.Union([Type.String(), Type.Null()]),
            }),
            ...problems(400, 401),
          },
        },
      },
      async (request, reply) => {
        const { limit = 20, before } = request.query;
        return reply.send(await core.ratings.history(principalOf(request), limit, before));
      },
    );

    app.get(
      "/users/me/ratings",
      {
        onRequest: authenticate,
        schema: {
          tags: ["ratings"],
          summary: "The caller's rating in every game they have played",
          description: "The caller's rating in each game they have played, as the leaderboards count it.",
          security: AUTHENTICATED,
          response: {
            200: Type.Object({
              ratings: Type.Array(
                Type.Object({
                  plugin_id: Type.String(),
                  rating: DisplayRating,
                  games: Type.Integer(),
                  wins: Type.Integer(),
                }),
              ),
            }),
            ...problems(401),
          },
        },
      },
      async (request) => ({ ratings: await core.ratings.myRatings(principalOf(request)) }),
    );
  };
}
