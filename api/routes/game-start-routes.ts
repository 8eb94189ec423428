import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { EntropyField } from "../../src/documents/channel-messages.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, ClockFields, SessionIdParams } from "../schemas.ts";

/** /sessions/{id}/games: the host starts a game in the session. */
export function gameStartRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      "/sessions/:session_id/games",
      {
        config: { scope: "play" },
        onRequest: createAuthenticate(core),
        schema: {
          tags: ["games"],
          summary: "Start a game (host only)",
          description:
            "Allowed from Lobby or GameSelection. Players (not spectators) are seated in join order. time_control, on_timeout and stand_in_strength (or options.turn_seconds, a move timer) override the session's clock for this game; see docs/api.md#clocks.",
          security: AUTHENTICATED,
          params: SessionIdParams,
          body: Type.Object({
            plugin_id: Type.String({ minLength: 1, maxLength: 64 }),
            ...ClockFields,
            entropy: EntropyField,
            options: Type.Optional(
              Type.Object(
                {
                  turn_seconds: Type.Optional(
                    Type.Union([Type.Integer({ minimum: 10, maximum: 86_400 }), Type.Null()]),
                  ),
                },
                {
                  additionalProperties: true,
                  description:
                    "turn_seconds, and the game's own options as its schema allows (backgammon: match_to); a game without options refuses any other with 400 invalid_request.",
                },
              ),
            ),
          }),
          response: { 201: Type.Ref("GameRecord"), ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { plugin_id: pluginId, options = {}, ...clock } = request.body;
        const { turn_seconds, ...own } = options;
        const game = await core.games.start(principalOf(request), request.params.session_id, pluginId, {
          ...(turn_seconds === undefined ? {} : { turn_seconds }),
          ...clock,
          game: own,
        });
        return reply.status(201).send(game);
      },
    );
  };
}
