import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { AuditEntryDocument } from "../../src/documents/game-documents.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, GameIdParams } from "../schemas.ts";

/** /games/{id}/audit: the game's slice of the hash-chained audit trail. */
export function auditRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/games/:game_id/audit",
      {
        onRequest: createAuthenticate(core),
        schema: {
          tags: ["games"],
          summary: "The game's audit log (participants only)",
          description:
            "A contiguous, hash-chained slice of the session's audit trail from game_started to the game's end. Once the game is over, game_finished/game_aborted reveals rng_seed; `npm run verify-game -- <game_id>` replays every roll.",
          security: AUTHENTICATED,
          params: GameIdParams,
          response: {
            200: Type.Object({ entries: Type.Array(AuditEntryDocument) }),
            ...problems(400, 401, 403, 404),
          },
        },
      },
      async (request) => ({
        entries: await core.games.audit(principalOf(request), request.params.game_id),
      }),
    );
  };
}
