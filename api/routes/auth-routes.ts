import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { DisplayName } from "../schemas.ts";

const NumericId = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: "^[0-9]{1,20}$" })]);

const WidgetLogin = Type.Object(
  {
    id: NumericId,
    first_name: Type.String({ maxLength: 256 }),
    last_name: Type.Optional(Type.String({ maxLength: 256 })),
    username: Type.Optional(Type.String({ maxLength: 64 })),
    photo_url: Type.Optional(Type.String({ maxLength: 2048 })),
    auth_date: NumericId,
    hash: Type.String({ pattern: "^[0-9a-fA-F]{64}$" }),
  },
  {
    title: "Telegram Login Widget data",
    description: "Exactly the fields the widget returned; any extra field is part of the signed data.",
    additionalProperties: Type.Union([Type.String(), Type.Number()]),
  },
);

const MiniAppLogin = Type.Object(
  {
    init_data: Type.String({
      minLength: 1,
      maxLength: 8192,
      description: "Telegram.WebApp.initData, verbatim.",
    }),
  },
  { title: "Telegram Mini App init data", additionalProperties: false },
);

/** POST /auth/*: guest, register, login, refresh and Telegram login. */
export function authRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      "/auth/guest",
      {
        schema: {
          tags: ["auth"],
          summary: "Get a Guest token",
          description: "The display name is trimmed; when absent, a friendly one is picked.",
          body: Type.Object({ display_name: Type.Optional(DisplayName) }),
          response: {
            200: Type.Object({
              guest_token: Type.String({ description: "Send as `Authorization: Guest <token>`." }),
              token_type: Type.Literal("Guest"),
              expires_in: Type.Integer(),
            }),
            ...problems(400, 413, 415),
          },
        },
      },
      async (request) => core.auth.createGuest(request.body.display_name?.trim()),
    );

    app.post(
      "/auth/register",
      {
        schema: {
          tags: ["auth"],
          summary: "Register an email/password account",
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

    app.post(
      "/auth/messenger",
      {
        schema: {
          tags: ["auth"],
          summary: "Log in with Telegram (Login Widget or Mini App)",
          description:
            'Verified as Telegram documents it. Widget: secret = SHA-256(bot token). Mini App: secret = HMAC-SHA-256(key "WebAppData", bot token). auth_date older than MESSENGER_AUTH_MAX_AGE_SECONDS is refused. One Telegram user is one account, the same one the bot uses.',
          body: Type.Union([WidgetLogin, MiniAppLogin]),
          response: { 200: Type.Ref("TokenPair"), ...problems(400, 401, 503) },
        },
      },
      async (request) => {
        const body = request.body;
        return "init_data" in body && typeof body.init_data === "string"
          ? core.auth.loginWithMiniApp(body.init_data)
          : core.auth.loginWithWidget(body as Record<string, string | number>);
      },
    );
  };
}
