import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../src/core.ts";
import { PluginDocument } from "../../src/documents/game-documents.ts";

/** /plugins: the installed games, what anyone may start. */
export function pluginRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/plugins",
      {
        schema: {
          tags: ["games"],
          summary: "Installed game plugins",
          description: "The games this service runs, as clients offer them; needs no credential.",
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
  };
}
