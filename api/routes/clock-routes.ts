import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { VacationRequest } from "../../src/documents/clock-documents.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, GameIdParams } from "../schemas.ts";

/** POST /games/{id}/reclaim and /users/me/vacation: a player's seat and absence (docs/api.md#clocks). */
export function clockRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook("onRequest", createAuthenticate(core));

    app.post(
      "/games/:game_id/reclaim",
      {
        config: { scope: "play" },
        schema: {
          tags: ["games"],
          summary: "Take your seat back from the computer keeping it",
          description:
            "Ends the stand-in on the caller's seat at once; on their turn their clock starts afresh. Any move of theirs does the same. Answers the caller's state document, also when no stand-in had the seat.",
          security: AUTHENTICATED,
          params: GameIdParams,
          response: { 200: Type.Ref("StateDocument"), ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request) => core.clocks.reclaim(principalOf(request), request.params.game_id, "web"),
    );

    const vacation = { 200: Type.Ref("Vacation"), ...problems(401) };

    app.get(
      "/users/me/vacation",
      {
        schema: {
          tags: ["games"],
          summary: "The caller's vacation, and the days left this year",
          description:
            "Whether the caller is on vacation and until when, and the vacation days left this year.",
          security: AUTHENTICATED,
          response: vacation,
        },
      },
      async (request) => core.clocks.vacation(principalOf(request)),
    );

    app.put(
      "/users/me/vacation",
      {
        schema: {
          tags: ["games"],
          summary: "Go on vacation until a date, or move the end of the one running",
          description:
            "At most 14 days from the vacation's start and 30 days in any 365. While it lasts, the caller's days clocks do not run, and every table sees players[].vacation_until.",
          security: AUTHENTICATED,
          body: VacationRequest,
          response: { 200: Type.Ref("Vacation"), ...problems(400, 401, 415, 422) },
        },
      },
      async (request) => core.clocks.setVacation(principalOf(request), request.body.until),
    );

    app.delete(
      "/users/me/vacation",
      {
        schema: {
          tags: ["games"],
          summary: "End the caller's vacation now (ending none is no error)",
          description: "Ends a running vacation at once; with none running, nothing changes.",
          security: AUTHENTICATED,
          response: vacation,
        },
      },
      async (request) => core.clocks.endVacation(principalOf(request)),
    );
  };
}
