import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { createAuthenticate } from "../plugins/authenticate.ts";
import { AUTHENTICATED } from "../schemas.ts";

/** GET /tv: the featured public game now. */
export function tvRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/tv",
      {
        onRequest: createAuthenticate(core),
        schema: {
          tags: ["games"],
          summary: "The featured game now",
          description:
            "The running public game whose seated players have the highest average rating in its game (an unrated player counts as 1000; ties: the newest), with its state as a spectator sees it. 404 no_featured_game when no public game runs.",
          security: AUTHENTICATED,
          querystring: Type.Object({
            plugin_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          }),
          response: {
            200: Type.Object({ game_id: Type.String({ format: "uuid" }), state: Type.Ref("StateDocument") }),
            ...problems(400, 401, 404),
          },
        },
      },
      async (request) => core.games.featured(request.query.plugin_id),
    );
  };
}
