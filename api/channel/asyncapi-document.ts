import type { TSchema } from "typebox";
import { SERVER_MESSAGES } from "../../src/documents/channel-messages.ts";
import { CLIENT_MESSAGES } from "./client-messages.ts";

type Json = Record<string, unknown>;

/**
 * A schema with its `$id`s dropped, bare `$ref`s (TypeBox's `Type.Ref`)
 * pointed into the components, and OpenAPI's `discriminator` object written
 * as AsyncAPI's, its property name (each `oneOf` branch holds its `const`).
 */
function componentForm(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(componentForm);
  if (!schema || typeof schema !== "object") return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) {
    if (key === "$id") continue;
    if (key === "discriminator" && value && typeof value === "object" && "propertyName" in value)
      out[key] = value.propertyName;
    else
      out[key] =
        key === "$ref" && typeof value === "string" && !value.startsWith("#")
          ? `#/components/schemas/${value}`
          : componentForm(value);
  }
  return out;
}

const REPLIES: Readonly<Record<string, string>> = {
  auth: "ready",
  act: "result",
  state: "result",
  subscribe: "result",
  unsubscribe: "result",
};

const SUMMARIES: Readonly<Record<string, string>> = {
  auth: "Authenticate the connection; answered by ready (or error 401).",
  act: "Apply a game action, as POST /games/{id}/actions.",
  state:
    "Read a game as the caller sees it, as GET /games/{id}/state: its participants, and anyone for a public session, as a participant without a seat sees it.",
  subscribe:
    "Receive a session's events, as GET /sessions/{id}/events: its participants, and anyone for a public session (their events' you is null; each counts once in the state's spectators).",
  unsubscribe: "Stop a session's events.",
  ready: "The connection is authenticated.",
  result: "The answer to act, state, subscribe or unsubscribe, with the REST route's status and body.",
  event:
    "One event of a subscribed session; presence carries {online, spectators}, and every state document spectators, the people watching without a seat.",
  error: "A frame that could not be read, or a request before auth; the connection stays open.",
};

const DESCRIPTION = `One open connection per player: moves, reads and live events over a WebSocket (docs/api.md#websocket).
Every message is one JSON text frame. The first must be \`auth\`; a connection that has not authenticated within 10 s is closed (1008).
Each request carries a \`ref\` its \`result\` echoes; requests on one connection are answered in the order they were sent, with events between them.
A frame over 16 KB closes the connection (1009). Writes count against the REST rate limits of the same principal (status 429 with \`retry_after\`).
The server pings every WS_PING_INTERVAL_MS; a connection that answered nothing since the last ping is closed. A client that stops reading is cut off.`;

/**
 * The channel's AsyncAPI 3.0 document, from the core's message schemas;
 * the documents they reference (StateDocument, Problem, …) come from the
 * OpenAPI document's components, so both describe the same shapes.
 */
export function asyncApiDocument(prefix: string, openapi: { components?: { schemas?: Json } }): Json {
  const channelRef = { $ref: "#/channels/play" };
  const message = (name: string, schema: TSchema) => ({
    name,
    title: name,
    summary: SUMMARIES[name],
    contentType: "application/json",
    payload: componentForm(schema),
  });
  const all = { ...CLIENT_MESSAGES, ...SERVER_MESSAGES } as Readonly<Record<string, TSchema>>;
  const operations: Json = {};
  for (const name of Object.keys(CLIENT_MESSAGES)) {
    operations[name] = {
      action: "receive",
      channel: channelRef,
      summary: SUMMARIES[name],
      messages: [{ $ref: `#/channels/play/messages/${name}` }],
      reply: { channel: channelRef, messages: [{ $ref: `#/channels/play/messages/${REPLIES[name]}` }] },
    };
  }
  for (const name of ["event", "error"]) {
    operations[`send_${name}`] = {
      action: "send",
      channel: channelRef,
      summary: SUMMARIES[name],
      messages: [{ $ref: `#/channels/play/messages/${name}` }],
    };
  }
  return {
    asyncapi: "3.0.0",
    info: { title: "Game session channel", version: "1.0.0", description: DESCRIPTION },
    defaultContentType: "application/json",
    servers: {
      api: {
        host: "localhost:8080",
        protocol: "ws",
        description: "The API's host; use wss behind TLS.",
      },
    },
    channels: {
      play: {
        address: `${prefix}/ws`,
        messages: Object.fromEntries(
          Object.keys(all).map((name) => [name, { $ref: `#/components/messages/${name}` }]),
        ),
      },
    },
    operations,
    components: {
      messages: Object.fromEntries(
        Object.entries(all).map(([name, schema]) => [name, message(name, schema)]),
      ),
      schemas: componentForm(openapi.components?.schemas ?? {}),
    },
  };
}
