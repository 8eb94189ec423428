import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { AuthModule } from "../auth/auth-public.ts";

/**
 * POST /api/admin/auth/login and /refresh: the auth service's token pair, for
 * its staff accounts. A non-staff account is refused before any token is
 * issued, so a refused sign-in leaves no refresh token behind.
 */
export function adminAuthRoutes(auth: AuthModule): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      "/api/admin/auth/login",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign in with a staff account",
          description:
            "Returns the storefront auth service's Bearer token pair. A valid account without is_staff gets 403 and no token. Repeated failures answer 429 with Retry-After.",
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
      async (request) =>
        auth.login(request.body.email, request.body.password, { clientKey: request.ip, staffOnly: true }),
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
          response: { 200: Type.Ref("TokenPair"), ...problems(400, 401, 403) },
        },
      },
      async (request) => auth.refresh(request.body.refresh_token, { staffOnly: true }),
    );
  };
}
