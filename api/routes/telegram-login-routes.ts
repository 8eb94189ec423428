import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";

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

/** POST /auth/messenger: sign-in with Telegram, from the Login Widget or the Mini App. */
export function telegramLoginRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
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
