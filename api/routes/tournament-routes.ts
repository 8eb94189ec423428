import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { literalUnion } from "../../src/documents/literals.ts";
import { CreateTournamentBody, TOURNAMENT_STATUSES } from "../../src/documents/tournament-document.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, PageLimit } from "../schemas.ts";
import { TournamentIdParams } from "./tournament-params.ts";

/** /tournaments: create one, list them, and read one (reads need no credential). */
export function tournamentRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      "/tournaments",
      {
        config: { scope: "play" },
        onRequest: createAuthenticate(core),
        schema: {
          tags: ["tournaments"],
          summary: "Create a tournament; the caller organises it",
          description:
            "It opens for players at once; the organiser joins it only by joining. Knockout and arena are played in pairs; an arena needs duration_minutes. See docs/tournaments.md for the formats.",
          security: AUTHENTICATED,
          body: CreateTournamentBody,
          response: { 201: Type.Ref("Tournament"), ...problems(400, 401, 404, 413, 415) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await core.tournaments.create(principalOf(request), request.body)),
    );

    app.get(
      "/tournaments",
      {
        schema: {
          tags: ["tournaments"],
          summary: "Tournaments, newest first (no credential needed)",
          description: "Tournaments, newest first; needs no credential.",
          querystring: Type.Object({
            status: Type.Optional(literalUnion(TOURNAMENT_STATUSES)),
            scope: Type.Optional(
              Type.String({
                pattern: "^(global|chat:-?[0-9]{1,20})$",
                description: "global (default) or chat:{chat_id}: the tournaments of one Telegram chat.",
              }),
            ),
            limit: PageLimit(100, 20),
          }),
          response: {
            200: Type.Object({ tournaments: Type.Array(Type.Ref("Tournament")) }),
            ...problems(400),
          },
        },
      },
      async (request) => ({
        tournaments: await core.tournaments.list({ ...request.query, limit: request.query.limit ?? 20 }),
      }),
    );

    app.get(
      "/tournaments/:tournament_id",
      {
        schema: {
          tags: ["tournaments"],
          summary: "A tournament: players, rounds and standings (no credential needed)",
          description:
            "Standings are recomputed from the games on every read: points by the format, then Buchholz, then rating.",
          params: TournamentIdParams,
          response: { 200: Type.Ref("Tournament"), ...problems(400, 404) },
        },
      },
      async (request) => core.tournaments.get(request.params.tournament_id),
    );
  };
}
