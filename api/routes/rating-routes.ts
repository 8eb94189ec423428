import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { PlayerDocument } from "../../src/documents/game-documents.ts";
import { parseScope } from "../../src/ratings/read-ratings.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, DisplayRating } from "../schemas.ts";

const Limit = (max: number, fallback: number) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: max, default: fallback }));

const LeaderboardEntry = Type.Object({
  user_id: Type.String({ format: "uuid" }),
  display_name: Type.String(),
  rating: DisplayRating,
  games: Type.Integer({ description: "Rated games of this plugin." }),
  wins: Type.Integer(),
});

const HistoryEntry = Type.Object({
  game_id: Type.String({ format: "uuid" }),
  plugin_id: Type.String(),
  finished_at: Type.String({ format: "date-time" }),
  result: Type.Union([Type.Literal("win"), Type.Literal("loss"), Type.Literal("draw")]),
  rating_before: DisplayRating,
  rating_after: DisplayRating,
  players: Type.Array(PlayerDocument),
});

/** /leaderboards/{plugin_id} and /users/me/*: ratings per game, and each person's history. */
export function ratingRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/leaderboards/:plugin_id",
      {
        schema: {
          tags: ["ratings"],
          summary: "A game's leaderboard, highest rating first (no credential needed)",
          description:
            "Every rated person (guests, accounts, Telegram users); computer players are not listed. scope=chat:{chat_id} keeps the players who played this game in that Telegram chat.",
          params: Type.Object({ plugin_id: Type.String({ minLength: 1, maxLength: 64 }) }),
          querystring: Type.Object({
            limit: Limit(100, 20),
            scope: Type.Optional(
              Type.String({
                pattern: "^(global|chat:-?[0-9]{1,20})$",
                description: "global (default) or chat:{chat_id}.",
              }),
            ),
          }),
          response: {
            200: Type.Object({ plugin_id: Type.String(), entries: Type.Array(LeaderboardEntry) }),
            ...problems(400, 404),
          },
        },
      },
      async (request, reply) => {
        const { plugin_id, query } = { ...request.params, query: request.query };
        const board = await core.ratings.leaderboard(plugin_id, parseScope(query.scope), query.limit ?? 20);
        return reply.send(board);
      },
    );

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
            limit: Limit(100, 20),
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
