import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { LOCALE_TAGS } from "../../src/i18n/locales.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED } from "../schemas.ts";

const Me = Type.Object({
  user_id: Type.String({ format: "uuid" }),
  display_name: Type.String(),
  language: Type.Union([Type.String(), Type.Null()], {
    description: `The language the user chose (one of ${LOCALE_TAGS.join(", ")}); null when they chose none, and clients use the browser's or Telegram's.`,
  }),
});

/** GET /users/me: who the credential belongs to; PATCH /users/me: the language they chose. */
export function meRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook("onRequest", createAuthenticate(core));
    const me = async (userId: string, displayName: string) => ({
      user_id: userId,
      display_name: displayName,
      language: await core.auth.languages.of(userId),
    });

    app.get(
      "/users/me",
      {
        schema: {
          tags: ["ratings"],
          summary: "The caller's user id, display name and language",
          description: "Who the credential belongs to: the user id, display name and chosen language.",
          security: AUTHENTICATED,
          response: { 200: Me, ...problems(401) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return me(principal.userId, principal.displayName);
      },
    );

    app.patch(
      "/users/me",
      {
        schema: {
          tags: ["ratings"],
          summary: "Choose the language the bot, the web client and board images speak",
          description: `The choice wins over Accept-Language and Telegram's language_code, in chat and on the web. Anything but ${LOCALE_TAGS.join(", ")} is 400 unsupported_language.`,
          security: AUTHENTICATED,
          body: Type.Object({ language: Type.String({ maxLength: 35 }) }, { additionalProperties: false }),
          response: { 200: Me, ...problems(400, 401, 403, 415) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await core.auth.languages.choose(principal.userId, request.body.language);
        return me(principal.userId, principal.displayName);
      },
    );
  };
}
