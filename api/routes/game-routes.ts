import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { ActionRequestFields } from "../../src/documents/channel-messages.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { GAME_PROBLEMS } from "../problems.ts";
import { AUTHENTICATED, GameIdParams } from "../schemas.ts";

/** Counts and times each action (game_actions_total, game_action_duration_seconds). */
export type ActionObserver = (pluginId: string, outcome: string, seconds: number) => void;

/** Applies an action through the core and reports it to `observe`: the one path of REST and the channel. */
export async function observedAct(
  core: Core,
  observe: ActionObserver,
  ...[principal, gameId, input, options]: Parameters<Core["games"]["act"]>
) {
  const started = performance.now();
  const result = await core.games.act(principal, gameId, input, options);
  const { outcome, replayed } = result;
  observe(
    outcome.ok ? outcome.state.plugin_id : "unknown",
    replayed ? "replayed" : outcome.ok ? "applied" : outcome.code,
    (performance.now() - started) / 1000,
  );
  return result;
}

const ActionSchema = {
  tags: ["games"],
  summary: "Apply a game action (exactly once)",
  description:
    "A retry with the same Idempotency-Key and body returns the stored status and body with `Idempotent-Replayed: true`; the same key with another body is 422. A repeated action_id returns its original outcome and applies nothing. Rejections are 409 problem+json with the rule's code (not_your_turn, invalid_phase, invalid_action, invalid_payload, game_over, game_paused) and are recorded in the audit log.",
  security: AUTHENTICATED,
  params: GameIdParams,
  headers: Type.Object({
    "idempotency-key": Type.Optional(
      Type.String({
        format: "uuid",
        description:
          "Makes a retry safe: the same key and body from the same caller replays the stored answer.",
      }),
    ),
  }),
  body: Type.Object(ActionRequestFields),
  response: {
    200: Type.Object(
      {
        applied: Type.Literal(true),
        version: Type.Integer(),
        state: Type.Ref("StateDocument"),
      },
      {
        headers: {
          "Idempotent-Replayed": {
            type: "string",
            enum: ["true"],
            description:
              "Present when this is the stored answer to an earlier request with the same Idempotency-Key.",
          },
        },
      },
    ),
    ...problems(400, 401, 403, 404, 409, 422),
  },
};

/** /games/{id}/state and /games/{id}/actions: playing a game over HTTP. */
export function gameRoutes(core: Core, observe: ActionObserver = () => {}): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = createAuthenticate(core);
    app.get(
      "/games/:game_id/state",
      {
        onRequest: authenticate,
        schema: {
          tags: ["games"],
          summary: "The game state as the caller sees it (participants, spectators included)",
          security: AUTHENTICATED,
          params: GameIdParams,
          response: { 200: Type.Ref("StateDocument"), ...problems(400, 401, 403, 404) },
        },
      },
      async (request) => core.games.state(principalOf(request), request.params.game_id),
    );

    app.post(
      "/games/:game_id/actions",
      { onRequest: authenticate, schema: ActionSchema, config: { scope: "play" } },
      async (request, reply) => {
        const { outcome, replayed } = await observedAct(
          core,
          observe,
          principalOf(request),
          request.params.game_id,
          request.body,
          {
            channel: "web",
            idempotencyKey: request.headers["idempotency-key"],
          },
        );
        if (replayed) reply.header("idempotent-replayed", "true");
        if (!outcome.ok) return GAME_PROBLEMS.send(reply, outcome.code, outcome.detail);
        return { applied: true as const, version: outcome.version, state: outcome.state };
      },
    );
  };
}
