import { Type } from "typebox";

/** A conversation between one customer and the shop's staff. */
export const Conversation = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    customer_id: Type.String(),
    subject: Type.String(),
    created_at: Type.String({ format: "date-time" }),
    updated_at: Type.String({ format: "date-time" }),
  },
  { $id: "Conversation" },
);

/** One message of a conversation (its author's id is not shown). */
export const Message = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    conversation_id: Type.String(),
    author_role: Type.Union([Type.Literal("customer"), Type.Literal("staff")]),
    body: Type.String(),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "Message" },
);

/** A message's text. */
export const MessageBody = Type.String({ minLength: 1, maxLength: 4000 });
/** Every chat route takes a storefront access token. */
export const secured = { security: [{ bearerAuth: [] }] };
