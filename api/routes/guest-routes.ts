import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { DisplayName } from "../schemas.ts";

/** POST /auth/guest: a guest credential, no account needed. */
export function guestRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      "/auth/guest",
      {
        schema: {
          tags: ["auth"],
          summary: "Get a Guest token",
          description: "The display name is trimmed; when absent, a friendly one is picked.",
          body: Type.Object({ display_name: Type.Optional(DisplayName) }),
          response: {
            200: Type.Object({
              guest_token: Type.String({ description: "Send as `Authorization: Guest <token>`." }),
              token_type: Type.Literal("Guest"),
              expires_in: Type.Integer(),
            }),
            ...problems(400, 413, 415),
          },
        },
      },
      async (request) => core.auth.createGuest(request.body.display_name?.trim()),
    );
  };
}
