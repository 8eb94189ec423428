import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Core } from "../../src/core.ts";
import { moveOperation, stateOperation } from "../operations/game-operations.ts";
import { replyWith } from "../operations/operation.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";

/** /games/{id}/state and /games/{id}/actions: playing a game over HTTP, as shells over their operations. */
export function gameRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = createAuthenticate(core);
    app.get(
      "/games/:game_id/state",
      { onRequest: authenticate, schema: stateOperation.schema, config: { scope: stateOperation.scope } },
      async (request, reply) =>
        replyWith(reply, await stateOperation.run(core, principalOf(request), request.params)),
    );

    app.post(
      "/games/:game_id/actions",
      { onRequest: authenticate, schema: moveOperation.schema, config: { scope: moveOperation.scope } },
      async (request, reply) =>
        replyWith(
          reply,
          await moveOperation.run(core, principalOf(request), {
            game_id: request.params.game_id,
            action: request.body,
            idempotency_key: request.headers["idempotency-key"],
          }),
        ),
    );
  };
}
