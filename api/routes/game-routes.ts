import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import {
  AuditEntryDocument,
  GameRecordDocument,
  PluginDocument,
  StateDocumentSchema,
} from "../../src/documents/game-documents.ts";
import { ACTION_TYPES } from "../../src/games/contract.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { GAME_PROBLEMS } from "../problems.ts";
import { AUTHENTICATED, SessionIdParams } from "../schemas.ts";

const GameIdParams = Type.Object({ game_id: Type.String({ format: "uuid" }) });

/** /plugins, /sessions/{id}/games and /games/{id}/*: the game engine over HTTP. */
/** Counts and times each action (game_actions_total, game_action_duration_seconds). */
export type ActionObserver = (pluginId: string, outcome: string, seconds: number) => void;

export function gameRoutes(core: Core, observe: ActionObserver = () => {}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(GameRecordDocument);
    app.addSchema(StateDocumentSchema);

    app.get(
      "/plugins",
      {
        schema: {
          tags: ["games"],
          summary: "Installed game plugins",
          response: {
            200: Type.Object({
              plugins: Type.Array(PluginDocument),
            }),
          },
        },
      },
      async () => ({
        plugins: core.games
          .listPlugins()
          .map(({ id, name, summary, min_players, max_players, action_types }) => ({
            id,
            name,
            summary,
            min_players,
            max_players,
            action_types: [...action_types],
          })),
      }),
    );

    const authenticate = createAuthenticate(core);
    app.post(
      "/sessions/:session_id/games",
      {
        onRequest: authenticate,
        schema: {
          tags: ["games"],
          summary: "Start a game (host only)",
          description:
            "Allowed from Lobby or GameSelection. Players (not spectators) are seated in join order. options.turn_seconds overrides the session's turn timer for this game.",
          security: AUTHENTICATED,
          params: SessionIdParams,
          body: Type.Object({
            plugin_id: Type.String({ minLength: 1, maxLength: 64 }),
            options: Type.Optional(
              Type.Object({
                turn_seconds: Type.Optional(
                  Type.Union([Type.Integer({ minimum: 10, maximum: 86_400 }), Type.Null()]),
                ),
              }),
            ),
          }),
          response: { 201: Type.Ref("GameRecord"), ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const game = await core.games.start(
          principalOf(request),
          request.params.session_id,
          request.body.plugin_id,
          request.body.options,
        );
        return reply.status(201).send(game);
      },
    );

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
      {
        onRequest: authenticate,
        schema: {
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
          body: Type.Object({
            action_id: Type.String({ format: "uuid" }),
            action_type: Type.Union(ACTION_TYPES.map((t) => Type.Literal(t))),
            payload: Type.Optional(
              Type.Record(Type.String(), Type.Unknown(), {
                description:
                  "tic-tac-toe {cell: 0-8}; yacht roll_dice {hold?: [0-4]}, choose_cell {cell: category}.",
              }),
            ),
          }),
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
        },
      },
      async (request, reply) => {
        const started = performance.now();
        const { outcome, replayed } = await core.games.act(
          principalOf(request),
          request.params.game_id,
          request.body,
          {
            channel: "web",
            idempotencyKey: request.headers["idempotency-key"],
          },
        );
        observe(
          outcome.ok ? outcome.state.plugin_id : "unknown",
          replayed ? "replayed" : outcome.ok ? "applied" : outcome.code,
          (performance.now() - started) / 1000,
        );
        if (replayed) reply.header("idempotent-replayed", "true");
        if (!outcome.ok) return GAME_PROBLEMS.send(reply, outcome.code, outcome.detail);
        return { applied: true as const, version: outcome.version, state: outcome.state };
      },
    );

    app.get(
      "/games/:game_id/audit",
      {
        onRequest: authenticate,
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
      async (request) => {
        const rows = await core.games.audit(principalOf(request), request.params.game_id);
        return {
          entries: rows.map(
            ({ session_id: _s, game_id: _g, payload, action_id, action_type, state_hash, ...row }) => ({
              ...row,
              ...(action_id === null ? {} : { action_id }),
              ...(action_type === null ? {} : { action_type }),
              ...(payload === null ? {} : { payload: JSON.parse(payload) }),
              ...(state_hash === null ? {} : { state_hash }),
            }),
          ),
        };
      },
    );
  };
}
