import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { CreateTokenRequest } from "../../src/documents/personal-token-document.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED } from "../schemas.ts";

const ACCOUNT = { scope: "account" } as const;

/** /users/me/tokens: personal access tokens for third-party bots and clients (docs/api.md#personal-access-tokens). */
export function tokenRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook("onRequest", createAuthenticate(core));

    app.post(
      "/users/me/tokens",
      {
        config: ACCOUNT,
        schema: {
          tags: ["tokens"],
          summary: "Create a personal access token; it is shown this once",
          description:
            "Use it as `Authorization: Token <token>`. Scopes: play (moves, joins, starts, leaves, quick play) and read (every GET the account may make). Only the account's own sign-in may manage tokens.",
          security: AUTHENTICATED,
          body: CreateTokenRequest,
          response: {
            201: Type.Intersect([Type.Ref("PersonalToken"), Type.Object({ token: Type.String() })]),
            ...problems(400, 401, 403, 415),
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await core.auth.createToken(principalOf(request), request.body)),
    );

    app.get(
      "/users/me/tokens",
      {
        config: ACCOUNT,
        schema: {
          tags: ["tokens"],
          summary: "The caller's live tokens (never the tokens themselves)",
          description: "Each live token's details; the secret itself is shown only once, when it is made.",
          security: AUTHENTICATED,
          response: {
            200: Type.Object({ tokens: Type.Array(Type.Ref("PersonalToken")) }),
            ...problems(401, 403),
          },
        },
      },
      async (request) => ({ tokens: await core.auth.listTokens(principalOf(request)) }),
    );

    app.delete(
      "/users/me/tokens/:token_id",
      {
        config: ACCOUNT,
        schema: {
          tags: ["tokens"],
          summary: "Revoke a token: it answers 401 from then on",
          description: "Deletes one of the caller's tokens; a request that presents it afterwards gets 401.",
          security: AUTHENTICATED,
          params: Type.Object({ token_id: Type.String({ format: "uuid" }) }),
          response: { 204: Type.Null(), ...problems(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await core.auth.revokeToken(principalOf(request), request.params.token_id);
        return reply.status(204).send(null);
      },
    );
  };
}
