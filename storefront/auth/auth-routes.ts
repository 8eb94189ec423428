import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { AuthModule } from "./auth-module.ts";

const Credentials = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254, description: "Compared case-insensitively." }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

const RefreshBody = Type.Object(
  { refresh_token: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);

export const AccountSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    email: Type.String(),
    is_staff: Type.Boolean(),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "Account" },
);

/** POST /api/auth/register/, login/, refresh/ and logout/: storefront accounts and their tokens. */
export function authRoutes(auth: AuthModule): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(AccountSchema);
    app.post(
      "/api/auth/register/",
      {
        schema: {
          tags: ["auth"],
          summary: "Create a customer account",
          description:
            "Passwords are 8–1024 characters, hashed with scrypt. Staff accounts come from `npm run create-staff`.",
          body: Credentials,
          response: { 201: Type.Ref("Account"), ...problems(400, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await auth.register(request.body.email, request.body.password)),
    );
    app.post(
      "/api/auth/login/",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign in",
          description:
            "Returns a JWT access token (HS256, carrying `is_staff`) and an opaque single-use refresh token. Repeated failures per email and per address answer 429 with Retry-After.",
          body: Credentials,
          response: { 200: Type.Ref("TokenPair"), ...problems(400, 401, 429) },
        },
      },
      async (request) => auth.login(request.body.email, request.body.password, { clientKey: request.ip }),
    );
    app.post(
      "/api/auth/refresh/",
      {
        schema: {
          tags: ["auth"],
          summary: "Rotate a refresh token",
          description:
            "Spends the refresh token and returns a new pair of the same family. Presenting a spent token revokes the whole family (401 `refresh_token_reused`).",
          body: RefreshBody,
          response: { 200: Type.Ref("TokenPair"), ...problems(400, 401) },
        },
      },
      async (request) => auth.refresh(request.body.refresh_token),
    );
    app.post(
      "/api/auth/logout/",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign out",
          description:
            "Revokes the refresh token's family. Access tokens are stateless and run out on their own (ACCESS_TOKEN_TTL_SECONDS). Unknown tokens are accepted too, so the answer reveals nothing.",
          body: RefreshBody,
          response: { 204: Type.Null(), ...problems(400) },
        },
      },
      async (request, reply) => {
        await auth.logout(request.body.refresh_token);
        return reply.status(204).send(null);
      },
    );
  };
}
