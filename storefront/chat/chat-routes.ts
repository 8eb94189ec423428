import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { StorefrontPrincipal } from "../shared/access-tokens.ts";
import type { ChatModule, ConversationRow, MessageRow } from "./chat-module.ts";

const Conversation = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    customer_id: Type.String(),
    subject: Type.String(),
    created_at: Type.String({ format: "date-time" }),
    updated_at: Type.String({ format: "date-time" }),
  },
  { $id: "Conversation" },
);

const Message = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    conversation_id: Type.String(),
    author_role: Type.Union([Type.Literal("customer"), Type.Literal("staff")]),
    body: Type.String(),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "Message" },
);

const Body = Type.String({ minLength: 1, maxLength: 4000 });
const Params = Type.Object({ id: Type.String({ format: "uuid" }) });
const secured = { security: [{ bearerAuth: [] }] };

const messageView = ({ author_id: _, ...rest }: MessageRow) => rest;
const conversationView = (c: ConversationRow) => c;

/**
 * The conversation routes under `prefix`: `/api/chat` on the chat service
 * (customers, and staff), `/api/admin/chat` on the admin service (staff only:
 * `principalOf` refuses others).
 */
export function chatRoutes(
  chat: ChatModule,
  principalOf: (request: FastifyRequest) => StorefrontPrincipal,
  prefix: string,
  audience: string,
  /** Customers open conversations on the chat service; the admin side only answers. */
  canOpen = false,
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
          body: Type.Object({ body: Body }, { additionalProperties: false }),
          response: { 201: Type.Ref("Message"), ...problems(400, 401, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(messageView(await chat.post(principalOf(request), request.params.id, request.body.body))),
    );
    if (canOpen)
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
              { subject: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), message: Body },
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
