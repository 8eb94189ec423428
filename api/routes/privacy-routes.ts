import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED } from "../schemas.ts";

/** GET /users/me/export and DELETE /users/me: a player's rights of access and erasure (docs/privacy.md). */
export function privacyRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook("onRequest", createAuthenticate(core));

    app.get(
      "/users/me/export",
      {
        config: { scope: "account" },
        schema: {
          tags: ["privacy"],
          summary: "Everything kept about the caller, as JSON",
          description:
            "The account and any Telegram identity, sessions and games with the caller's own moves, ratings and history, token metadata, vacations, tournaments, quick-play tickets, and the bot's rows about the private chat. Nothing about other players but their participant ids.",
          security: AUTHENTICATED,
          response: { 200: Type.Ref("PlayerExport"), ...problems(401) },
        },
      },
      async (request, reply) =>
        reply
          .header("content-disposition", 'attachment; filename="my-data.json"')
          .send(await core.privacy.exportMine(principalOf(request))),
    );

    app.delete(
      "/users/me",
      {
        config: { scope: "account" },
        schema: {
          tags: ["privacy"],
          summary: "Erase the caller's account and personal data",
          description:
            "Answers 204. The account's credentials, Telegram link and tokens are gone (any credential of it then answers 401); every session, game, replay, leaderboard and caption shows it as \"Deleted player\"; its ratings and results leave every table; the bot forgets its private chat. Everyone else's games stay replayable and their audit chains verify. Erasing twice is no error.",
          security: AUTHENTICATED,
          response: { 204: Type.Null(), ...problems(401) },
        },
      },
      async (request, reply) => {
        await core.privacy.eraseMe(principalOf(request));
        return reply.status(204).send(null);
      },
    );
  };
}
