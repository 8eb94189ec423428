import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { StorefrontPrincipal } from "../shared/access-tokens.ts";
import type { ChatModule } from "./chat-module.ts";
import { Conversation, MessageBody, secured } from "./chat-schemas.ts";

/** POST `prefix`/conversations/: a customer opens a conversation with staff (the chat service only). */
export function openConversationRoutes(
  chat: ChatModule,
  principalOf: (request: FastifyRequest) => StorefrontPrincipal,
  prefix: string,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(Conversation);
    app.post(
      `${prefix}/conversations/`,
      {
        schema: {
          ...secured,
          tags: ["chat"],
          summary: "Open a conversation with staff",
          description:
            "With MESSENGER_BOT_TOKEN and STOREFRONT_STAFF_CHAT_ID set, every customer message is relayed to the staff Telegram chat by a background job.",
          body: Type.Object(
            { subject: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), message: MessageBody },
            { additionalProperties: false },
          ),
          response: { 201: Type.Ref("Conversation"), ...problems(400, 401) },
        },
      },
      async (request, reply) => {
        const conversation = await chat.open(
          principalOf(request),
          request.body.subject ?? "Question",
          request.body.message,
        );
        return reply.status(201).send(conversation);
      },
    );
  };
}
