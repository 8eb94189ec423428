/**
 * The WebSocket channel's messages (GET /api/v1/ws): one JSON text frame
 * each. The channel validates against these, and the AsyncAPI document is
 * built from them (docs/api.md#websocket).
 */
import { type Static, type TSchema, Type } from "typebox";
import { actionTypeField } from "./game-documents.ts";
import { literalUnion } from "./literals.ts";
import { LIVE_EVENT_NAMES } from "./live-event-names.ts";

const Ref = Type.String({
  minLength: 1,
  maxLength: 64,
  description: "Chosen by the client; its answer echoes it.",
});

/** Hex a player contributes to the dice (docs/fair-dice.md). */
export const EntropyField = Type.Optional(
  Type.String({
    pattern: "^[0-9a-fA-F]{32,128}$",
    description:
      "32-128 hex digits of the player's own randomness, mixed into the dice before this request draws (docs/fair-dice.md).",
  }),
);

/**
 * What POST /games/{id}/actions takes as its body, `action_type` one of
 * `actionTypes` (the API's come from the registry); the channel's `act`
 * carries the same fields.
 */
export function actionRequestFields(actionTypes: readonly string[]) {
  return {
    action_id: Type.String({ format: "uuid" }),
    action_type: actionTypeField(actionTypes),
    payload: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description:
          "What the action takes, per game: each entry of the state document's allowed_actions lists its payload (choices, hold).",
      }),
    ),
    entropy: EntropyField,
  };
}

export const AuthMessage = Type.Object(
  {
    type: Type.Literal("auth"),
    authorization: Type.String({
      minLength: 1,
      maxLength: 4096,
      description: "The same value as the Authorization header: Bearer …, Guest … or Token ….",
    }),
  },
  { $id: "AuthMessage", description: "The first message of every connection." },
);

/** The channel's `act`, `action_type` one of `actionTypes`. */
export function actMessage(actionTypes: readonly string[]) {
  return Type.Object(
    {
      type: Type.Literal("act"),
      ref: Ref,
      game_id: Type.String({ format: "uuid" }),
      ...actionRequestFields(actionTypes),
      idempotency_key: Type.Optional(
        Type.String({ format: "uuid", description: "As the Idempotency-Key header of the REST route." }),
      ),
      expected_version: Type.Optional(
        Type.Integer({ minimum: 0, description: "Refused with stale_version unless the game is at it." }),
      ),
    },
    { $id: "ActMessage", description: "POST /games/{id}/actions over the channel." },
  );
}

export const StateMessage = Type.Object(
  { type: Type.Literal("state"), ref: Ref, game_id: Type.String({ format: "uuid" }) },
  { $id: "StateMessage", description: "GET /games/{id}/state over the channel." },
);

export const SubscribeMessage = Type.Object(
  {
    type: Type.Literal("subscribe"),
    ref: Ref,
    session_id: Type.String({ format: "uuid" }),
    last_event_id: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: "Resumes after this event, as Last-Event-ID on the SSE stream.",
      }),
    ),
  },
  { $id: "SubscribeMessage", description: "Starts the session's events, as GET /sessions/{id}/events." },
);

export const UnsubscribeMessage = Type.Object(
  { type: Type.Literal("unsubscribe"), ref: Ref, session_id: Type.String({ format: "uuid" }) },
  { $id: "UnsubscribeMessage", description: "Stops the session's events." },
);

/** Every message a client may send, by its `type`; `act` takes one of `actionTypes`. */
export function clientMessages(actionTypes: readonly string[]) {
  return {
    auth: AuthMessage,
    act: actMessage(actionTypes),
    state: StateMessage,
    subscribe: SubscribeMessage,
    unsubscribe: UnsubscribeMessage,
  } as const;
}
type ClientMessages = ReturnType<typeof clientMessages>;
export type ClientMessageType = keyof ClientMessages;
export type ClientMessage = {
  [K in ClientMessageType]: Static<ClientMessages[K]>;
}[ClientMessageType];
export type ActMessageView = Static<ReturnType<typeof actMessage>>;

const ProblemBody = Type.Unsafe<Record<string, unknown>>(Type.Ref("Problem"));

export const ReadyMessage = Type.Object(
  { type: Type.Literal("ready"), user_id: Type.String({ format: "uuid" }) },
  { $id: "ReadyMessage", description: "The answer to `auth`." },
);

export const ResultMessage = Type.Object(
  {
    type: Type.Literal("result"),
    ref: Ref,
    status: Type.Integer({ description: "The HTTP status the REST route would answer." }),
    body: Type.Unknown({
      description:
        "What the REST route would answer: for act, {applied, version, state} or a Problem; for state, a StateDocument; for subscribe and unsubscribe, {session_id}.",
    }),
    retry_after: Type.Optional(Type.Integer({ minimum: 1, description: "Seconds, with status 429." })),
    replayed: Type.Optional(
      Type.Literal(true, {
        description:
          "The stored answer to an earlier act with the same idempotency_key, or the same action_id and body.",
      }),
    ),
  },
  { $id: "ResultMessage", description: "The answer to act, state, subscribe or unsubscribe." },
);

export const EventMessage = Type.Object(
  {
    type: Type.Literal("event"),
    session_id: Type.String({ format: "uuid" }),
    id: Type.Union([Type.Integer(), Type.Null()], {
      description: "The session's audit sequence, as the SSE id; null for presence.",
    }),
    event: literalUnion(LIVE_EVENT_NAMES),
    data: Type.Record(Type.String(), Type.Unknown(), {
      description: "The same data as the SSE stream's event of that name (docs/api.md#live-events).",
    }),
  },
  { $id: "EventMessage", description: "One event of a subscribed session." },
);

export const ErrorMessage = Type.Object(
  {
    type: Type.Literal("error"),
    status: Type.Integer(),
    ref: Type.Optional(Ref),
    body: ProblemBody,
  },
  {
    $id: "ErrorMessage",
    description:
      "A message that could not be read (400: malformed JSON, unknown type, invalid fields) or came before auth (401); the connection stays open.",
  },
);

export type ReadyMessageView = Static<typeof ReadyMessage>;
export type ResultMessageView = Static<typeof ResultMessage>;
export type EventMessageView = Static<typeof EventMessage>;
export type ErrorMessageView = Static<typeof ErrorMessage>;

/** Every message the server sends, by its `type`. */
export const SERVER_MESSAGES: Readonly<Record<string, TSchema>> = {
  ready: ReadyMessage,
  result: ResultMessage,
  event: EventMessage,
  error: ErrorMessage,
};
