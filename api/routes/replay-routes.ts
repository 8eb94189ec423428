import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { PlayerDocument } from "../../src/documents/game-documents.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, GameIdParams } from "../schemas.ts";

const Board = Type.Object(
  { kind: Type.String() },
  { additionalProperties: true, description: "The game's board as a spectator saw it (see StateDocument)." },
);

const Replay = Type.Object({
  game_id: Type.String({ format: "uuid" }),
  plugin_id: Type.String(),
  status: Type.Union([Type.Literal("finished"), Type.Literal("aborted")]),
  rng_seed: Type.String({ description: "The revealed dice seed every step was replayed from." }),
  verified: Type.Boolean({
    description:
      "True when the audit slice checks out: hash chain, the seed against its commitment, and every step's state hash.",
  }),
  players: Type.Array(PlayerDocument),
  winners: Type.Array(Type.String({ format: "uuid" })),
  initial_board: Board,
  steps: Type.Array(
    Type.Object({
      seq: Type.Integer({ description: "The audit entry's sequence number." }),
      version: Type.Integer({ description: "The game version after this move." }),
      actor: Type.String({ description: 'A participant id, or "system" for a timeout.' }),
      action_type: Type.String(),
      payload: Type.Record(Type.String(), Type.Unknown()),
      board: Board,
    }),
  ),
});

const RematchGame = Type.Object({
  id: Type.String({ format: "uuid" }),
  session_id: Type.String({ format: "uuid" }),
  plugin_id: Type.String(),
  status: Type.Union([Type.Literal("running"), Type.Literal("finished"), Type.Literal("aborted")]),
  version: Type.Integer(),
  players: Type.Array(PlayerDocument),
  created_at: Type.String({ format: "date-time" }),
});

/** /games/{id}/replay (a shareable link once the game is over) and /games/{id}/rematch. */
export function replayRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/games/:game_id/replay",
      {
        schema: {
          tags: ["games"],
          summary: "A finished game move by move (no credential needed)",
          description:
            "Rebuilt from the audit log and the revealed seed with the game's own rules: one step per applied move, with the board after it as spectators saw it. While the game runs its seed is secret: 409 game_running.",
          params: GameIdParams,
          response: { 200: Replay, ...problems(400, 404, 409) },
        },
      },
      async (request) => core.proofs.replay(request.params.game_id),
    );

    app.get(
      "/games/:game_id/export",
      {
        schema: {
          tags: ["games"],
          summary: "A finished game as one self-contained file (no credential needed)",
          description:
            "Everything needed to check every roll offline: plugin_id and rules_version, the seed and its commitment, every entropy contribution, every audit entry with its hashes, the players and the result. `npm run verify-game -- --file EXPORT.json` and /play/verify/{id} check it (docs/fair-dice.md). While the game runs its seed is secret: 409 game_running.",
          params: GameIdParams,
          response: { 200: Type.Ref("GameExport"), ...problems(400, 404, 409) },
        },
      },
      async (request) => core.proofs.exportGame(request.params.game_id),
    );

    app.post(
      "/games/:game_id/rematch",
      {
        config: { scope: "play" },
        onRequest: createAuthenticate(core),
        schema: {
          tags: ["games"],
          summary: "Start (or find) the one rematch of a finished game",
          description:
            "A seated player of the finished game starts it: 201, the same game in the same session with the same players and seats rotated by one. Every later call, by anyone, answers 200 with that same game; there is exactly one rematch per game, across processes too.",
          security: AUTHENTICATED,
          params: GameIdParams,
          response: {
            200: RematchGame,
            201: RematchGame,
            ...problems(400, 401, 403, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const { game, created } = await core.games.rematch(principalOf(request), request.params.game_id);
        return reply.status(created ? 201 : 200).send({ ...game, players: [...game.players] });
      },
    );
  };
}
