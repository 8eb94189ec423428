import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, SessionIdParams } from "../schemas.ts";

const HOST_ACTIONS = {
  close: "Close the session (host only, idempotent); a running game ends.",
  pause: "Pause the running game (host only): InGame -> Paused. Turn timers stop.",
  resume: "Resume a paused game (host only): Paused -> InGame.",
} as const;

/** /sessions/{id}/close, /pause and /resume: the host changes the session's status. */
export function sessionStatusRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    // onRequest, so a missing credential is 401 before any body or parameter is validated.
    app.addHook("onRequest", createAuthenticate(core));

    for (const [action, summary] of Object.entries(HOST_ACTIONS) as [keyof typeof HOST_ACTIONS, string][]) {
      app.post(
        `/sessions/:session_id/${action}`,
        {
          config: { scope: "play" },
          schema: {
            tags: ["sessions"],
            summary,
            description: summary,
            security: AUTHENTICATED,
            params: SessionIdParams,
            response: { 200: Type.Ref("Session"), ...problems(400, 401, 403, 404, 409) },
          },
        },
        async (request) => core.sessions[action](principalOf(request), request.params.session_id),
      );
    }
  };
}
