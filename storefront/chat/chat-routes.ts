import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { StorefrontPrincipal } from "../shared/access-tokens.ts";
import type { ChatModule, ConversationRow, MessageRow } from "./chat-module.ts";
import { Conversation, Message, MessageBody, secured } from "./chat-schemas.ts";

const Params = Type.Object({ id: Type.String({ format: "uuid" }) });

const messageView = ({ author_id: _, ...rest }: MessageRow) => rest;
const conversationView = (c: ConversationRow) => c;

/**
 * The conversations and their messages under `prefix`: `/api/chat` on the
 * chat service (customers, and staff), `/api/admin/chat` on the admin service
 * (staff only: `principalOf` refuses others).
 */
export function chatRoutes(
  chat: ChatModule,
  principalOf: (request: FastifyRequest) => StorefrontPrincipal,
  prefix: string,
  audience: string,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(Conversation);
    app.addSchema(Message);
    app.get(
      `${prefix}/conversations/`,
      {
        schema: {
          ...secured,
          tags: ["chat"],
          summary: `Conversations (${audience}), most recently active first`,
          response: {
            200: Type.Object({ items: Type.Array(Type.Ref("Conversation")) }),
            ...problems(401, 403),
          },
        },
      },
      async (request) => ({ items: (await chat.conversations(principalOf(request))).map(conversationView) }),
    );
    app.get(
      `${prefix}/conversations/:id/messages/`,
      {
        schema: {
          ...secured,
          tags: ["chat"],
          summary: "A conversation's messages, oldest first",
          params: Params,
          response: {
            200: Type.Object({ items: Type.Array(Type.Ref("Message")) }),
            ...problems(400, 401, 403, 404),
          },
        },
      },
      async (request) => ({
        items: (await chat.messages(principalOf(request), request.params.id)).map(messageView),
      }),
    );
    app.post(
      `${prefix}/conversations/:id/messages/`,
      {
        schema: {
          ...secured,
          tags: ["chat"],
          summary: "Add a message (the conversation's customer, or staff)",
          params: Params,
          body: Type.Object({ body: MessageBody }, { additionalProperties: false }),
          response: { 201: Type.Ref("Message"), ...problems(400, 401, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(messageView(await chat.post(principalOf(request), request.params.id, request.body.body))),
    );
  };
}
