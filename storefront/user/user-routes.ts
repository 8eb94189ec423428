import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import type { UserModule } from "./user-module.ts";

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const User = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    email: Type.String(),
    is_staff: Type.Boolean(),
    display_name: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    shipping_address: Nullable(Type.String()),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "User" },
);

const Changes = Type.Object(
  {
    display_name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
    phone: Type.Optional(Nullable(Type.String({ pattern: "^\\+?[0-9 ()-]{3,32}$" }))),
    shipping_address: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 500 }))),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** GET and PATCH /api/users/me/: the caller's account and profile. */
export function userRoutes(users: UserModule, authenticator: Authenticator): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(User);
    app.get(
      "/api/users/me/",
      {
        schema: {
          security: [{ bearerAuth: [] }],
          tags: ["users"],
          summary: "The caller's account and profile",
          response: { 200: Type.Ref("User"), ...problems(401) },
        },
      },
      async (request) => users.me(authenticator.customer(request).accountId),
    );
    app.patch(
      "/api/users/me/",
      {
        schema: {
          security: [{ bearerAuth: [] }],
          tags: ["users"],
          summary: "Change the caller's profile (null clears a field)",
          description: "The email and the password belong to the auth service and cannot be changed here.",
          body: Changes,
          response: { 200: Type.Ref("User"), ...problems(400, 401) },
        },
      },
      async (request) => users.update(authenticator.customer(request).accountId, request.body),
    );
  };
}
