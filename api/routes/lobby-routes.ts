import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, PageLimit } from "../schemas.ts";

/** GET /lobby: the public tables waiting for players. */
export function lobbyRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/lobby",
      {
        onRequest: createAuthenticate(core),
        schema: {
          tags: ["sessions"],
          summary: "Open public tables, newest first",
          description:
            "Public sessions still waiting for players, with a free seat: join one with POST /sessions/join and its invite_code. A table leaves the lobby when it fills, its game starts or it closes; tables where someone the caller blocked (or who blocked the caller) sits are never listed.",
          security: AUTHENTICATED,
          querystring: Type.Object({
            plugin_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
            limit: PageLimit(100, 20),
            cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          }),
          response: { 200: Type.Ref("LobbyPage"), ...problems(400, 401, 404) },
        },
      },
      async (request) => core.sessions.lobby(principalOf(request), request.query),
    );
  };
}
