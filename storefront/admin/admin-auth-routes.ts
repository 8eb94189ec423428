import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { DomainError } from "../../src/errors.ts";

/** POST /api/admin/auth/login and /refresh: the core's Bearer token pair, for staff accounts. */
export function adminAuthRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      "/api/admin/auth/login",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign in with a staff account",
          description:
            "Returns the core's Bearer token pair. A valid account without is_staff gets 403. Repeated failures answer 429 with Retry-After.",
          body: Type.Object(
            {
              email: Type.String({ minLength: 1, maxLength: 254 }),
              password: Type.String({ minLength: 1, maxLength: 1024 }),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Ref("TokenPair"), ...problems(400, 401, 403, 429) },
        },
      },
      async (request) => {
        const pair = await core.auth.login(request.body.email, request.body.password, request.ip);
        const principal = await core.auth.authenticate("Bearer", pair.access_token);
        if (!principal?.isStaff)
          throw new DomainError("staff_required", "This account is not a staff account.");
        return pair;
      },
    );

    app.post(
      "/api/admin/auth/refresh",
      {
        schema: {
          tags: ["auth"],
          summary: "Rotate a refresh token",
          body: Type.Object(
            { refresh_token: Type.String({ minLength: 1, maxLength: 256 }) },
            { additionalProperties: false },
          ),
          response: { 200: Type.Ref("TokenPair"), ...problems(400, 401) },
        },
      },
      async (request) => core.auth.refresh(request.body.refresh_token),
    );
  };
}
