import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { sendProblem } from "../../http/problem.ts";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { ACTION_TYPES } from "../../src/games/contract.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, ComputerStrength, SessionIdParams } from "../schemas.ts";

const GameIdParams = Type.Object({ game_id: Type.String({ format: "uuid" }) });

const Player = Type.Object({
  participant_id: Type.String({ format: "uuid" }),
  display_name: Type.String(),
  seat: Type.Integer({ description: "Turn order, from 0." }),
  color: Type.String({ description: "CSS colour of the seat, as drawn on the board image." }),
  computer: Type.Union([ComputerStrength, Type.Null()], {
    description: "The strength of a computer player; null for a person.",
  }),
});

const GameRecord = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    session_id: Type.String({ format: "uuid" }),
    plugin_id: Type.String(),
    status: Type.Union([Type.Literal("running"), Type.Literal("finished"), Type.Literal("aborted")]),
    version: Type.Integer(),
    players: Type.Array(Player),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "GameRecord" },
);

const AllowedAction = Type.Object({
  action_type: Type.Union(ACTION_TYPES.map((t) => Type.Literal(t))),
  choices: Type.Optional(
    Type.Array(Type.Union([Type.Integer(), Type.String()]), { description: "Legal values of payload.cell." }),
  ),
  hold: Type.Optional(
    Type.Boolean({ description: "roll_dice accepts payload.hold (dice indices to keep)." }),
  ),
});

const StateDocument = Type.Object(
  {
    game_id: Type.String({ format: "uuid" }),
    session_id: Type.String({ format: "uuid" }),
    plugin_id: Type.String(),
    status: Type.Union([Type.Literal("running"), Type.Literal("finished"), Type.Literal("aborted")]),
    paused: Type.Boolean(),
    version: Type.Integer({ description: "Increases by one with every applied action." }),
    turn: Type.Union([
      Type.Object({
        participant_id: Type.String({ format: "uuid" }),
        seat: Type.Integer(),
        deadline: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
      }),
      Type.Null(),
    ]),
    players: Type.Array(Type.Intersect([Player, Type.Object({ score: Type.Number() })])),
    board: Type.Object(
      { kind: Type.String() },
      { additionalProperties: true, description: "Per plugin: see the oneOf on plugin_id." },
    ),
    scores: Type.Record(Type.String(), Type.Number()),
    winners: Type.Optional(Type.Array(Type.String({ format: "uuid" }))),
    allowed_actions: Type.Array(AllowedAction, {
      description: "What the caller may do now; empty unless it is their turn.",
    }),
    last_action: Type.Union([
      Type.Object({
        action_id: Type.Union([Type.String(), Type.Null()]),
        participant_id: Type.String({ description: 'A participant id, or "system" for a timeout.' }),
        action_type: Type.String(),
        payload: Type.Record(Type.String(), Type.Unknown()),
        version: Type.Integer(),
        at: Type.String({ format: "date-time" }),
      }),
      Type.Null(),
    ]),
    rng_commitment: Type.String({ description: "SHA-256 (hex) of the dice seed, published at start." }),
    rng_seed: Type.Union([Type.String(), Type.Null()], { description: "Revealed once the game is over." }),
    created_at: Type.String({ format: "date-time" }),
    updated_at: Type.String({ format: "date-time" }),
  },
  { $id: "StateDocument" },
);

const AuditEntry = Type.Object({
  seq: Type.Integer(),
  at: Type.String({ format: "date-time" }),
  actor: Type.String({ description: 'Participant id, or "system".' }),
  channel: Type.String({ description: "web, messenger or system." }),
  kind: Type.String({
    description:
      "session_created, participant_joined, participant_left, game_started, action, late_action (a move aimed at an ended game), game_finished, game_aborted, session_paused, session_resumed, session_closed.",
  }),
  action_id: Type.Optional(Type.String()),
  action_type: Type.Optional(Type.String()),
  payload: Type.Optional(Type.Unknown()),
  outcome: Type.String({ description: '"ok", "applied" or "rejected:<code>".' }),
  version: Type.Union([Type.Integer(), Type.Null()]),
  state_hash: Type.Optional(Type.String({ description: "SHA-256 of the game state after this entry." })),
  prev_hash: Type.String(),
  hash: Type.String({ description: "SHA-256 over prev_hash and this entry's fields." }),
});

/** /plugins, /sessions/{id}/games and /games/{id}/*: the game engine over HTTP. */
/** Counts and times each action (game_actions_total, game_action_duration_seconds). */
export type ActionObserver = (pluginId: string, outcome: string, seconds: number) => void;

export function gameRoutes(core: Core, observe: ActionObserver = () => {}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(GameRecord);
    app.addSchema(StateDocument);

    app.get(
      "/plugins",
      {
        schema: {
          tags: ["games"],
          summary: "Installed game plugins",
          response: {
            200: Type.Object({
              plugins: Type.Array(
                Type.Object({
                  id: Type.String(),
                  name: Type.String(),
                  summary: Type.String(),
                  min_players: Type.Integer(),
                  max_players: Type.Integer(),
                  action_types: Type.Array(Type.String()),
                }),
              ),
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
        if (!outcome.ok) return sendProblem(reply, outcome.code, outcome.detail);
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
            200: Type.Object({ entries: Type.Array(AuditEntry) }),
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
