import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";

/** POST /auth/register, /auth/login and /auth/refresh: email/password accounts and their token pairs. */
export function accountRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      "/auth/register",
      {
        schema: {
          tags: ["auth"],
          summary: "Register an email/password account",
          description: "Creates an account that signs in with its email and password.",
          body: Type.Object({
            email: Type.String({ format: "email", maxLength: 254 }),
            password: Type.String({ minLength: 8, maxLength: 1024 }),
          }),
          response: {
            201: Type.Object({ id: Type.String({ format: "uuid" }), email: Type.String() }),
            ...problems(400, 409, 413, 415),
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await core.auth.register(request.body.email, request.body.password)),
    );

    app.post(
      "/auth/login",
      {
        schema: {
          tags: ["auth"],
          summary: "Log in with email and password",
          description: "Repeated failures for one email or one client address answer 429 with Retry-After.",
          body: Type.Object({
            email: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.String({ minLength: 1, maxLength: 1024 }),
          }),
          response: { 200: Type.Ref("TokenPair"), ...problems(400, 401, 429) },
        },
      },
      async (request) => core.auth.login(request.body.email, request.body.password, request.ip),
    );

    app.post(
      "/auth/refresh",
      {
        schema: {
          tags: ["auth"],
          summary: "Rotate a refresh token",
          description:
            "Each refresh token works once and returns a new pair. Presenting a spent one revokes every token of its family (401 refresh_token_reused).",
          body: Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 256 }) }),
          response: { 200: Type.Ref("TokenPair"), ...problems(400, 401) },
        },
      },
      async (request) => core.auth.refresh(request.body.refresh_token),
    );
  };
}
