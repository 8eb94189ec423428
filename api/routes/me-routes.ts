import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED } from "../schemas.ts";

/** GET /users/me: who the credential belongs to, so a client can find itself in documents keyed by user. */
export function meRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/users/me",
      {
        onRequest: createAuthenticate(core),
        schema: {
          tags: ["ratings"],
          summary: "The caller's user id and display name",
          description: "Who the credential belongs to: the user id and display name.",
          security: AUTHENTICATED,
          response: {
            200: Type.Object({ user_id: Type.String({ format: "uuid" }), display_name: Type.String() }),
            ...problems(401),
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return { user_id: principal.userId, display_name: principal.displayName };
      },
    );
  };
}
