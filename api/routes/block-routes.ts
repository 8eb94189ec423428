import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED } from "../schemas.ts";

const UserIdParams = Type.Object({ user_id: Type.String({ format: "uuid" }) });

/** /users/me/blocks: the players the caller never shares a table with through the lobby, quick play or pairing. */
export function blockRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook("onRequest", createAuthenticate(core));

    app.post(
      "/users/me/blocks",
      {
        config: { scope: "play" },
        schema: {
          tags: ["sessions"],
          summary: "Block a user",
          description:
            "Idempotent. A blocked user never shares a table with the caller through the lobby (neither sees the other's tables, and joining a public table where either sits is 403 user_blocked), quick play, or a tournament pairing when another pairing exists. The blocked user is not told.",
          security: AUTHENTICATED,
          body: Type.Object({ user_id: Type.String({ format: "uuid" }) }),
          response: { 201: Type.Ref("Block"), ...problems(400, 401, 404, 413, 415) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await core.sessions.block(principalOf(request), request.body.user_id)),
    );

    app.get(
      "/users/me/blocks",
      {
        schema: {
          tags: ["sessions"],
          summary: "The users the caller blocked, newest first",
          description: "Every block the caller made, newest first.",
          security: AUTHENTICATED,
          response: { 200: Type.Object({ blocks: Type.Array(Type.Ref("Block")) }), ...problems(401) },
        },
      },
      async (request) => ({ blocks: await core.sessions.blocks(principalOf(request)) }),
    );

    app.delete(
      "/users/me/blocks/:user_id",
      {
        config: { scope: "play" },
        schema: {
          tags: ["sessions"],
          summary: "Lift a block",
          description: "Answers 204; 404 block_not_found when the caller had not blocked that user.",
          security: AUTHENTICATED,
          params: UserIdParams,
          response: { 204: Type.Null(), ...problems(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await core.sessions.unblock(principalOf(request), request.params.user_id);
        return reply.status(204).send(null);
      },
    );
  };
}
