import type { FastifyBaseLogger } from "fastify";
import type { RawData, WebSocket } from "ws";
import { compileValidator } from "../../http/typebox-validation.ts";
import type { Principal } from "../../src/auth/principal.ts";
import { CLIENT_MESSAGES, type ClientMessage } from "../../src/documents/channel-messages.ts";
import { DomainError } from "../../src/errors.ts";
import type { Answer } from "../operations/operation.ts";
import { resolveAuthorization } from "../plugins/authenticate.ts";
import { GAME_PROBLEMS } from "../problems.ts";
import {
  act,
  type RequestDeps,
  type Subscriptions,
  state,
  subscribe,
  unsubscribe,
} from "./channel-requests.ts";
import { channelSocket } from "./channel-socket.ts";

export interface ConnectionDeps extends Omit<RequestDeps, "socket"> {
  readonly log: FastifyBaseLogger;
  readonly authTimeoutMs: number;
  readonly maxBufferBytes: number;
}

/** A served connection, as the channel's ping loop sees it. */
export interface Connection {
  /** Pings, or closes a connection that sent nothing (not even a pong) since the last ping. */
  ping(): void;
}

const VALIDATORS = Object.fromEntries(
  Object.entries(CLIENT_MESSAGES).map(([type, schema]) => [type, compileValidator(schema, "message")]),
);

/** Requests one connection may have waiting for their answers. */
const MAX_WAITING = 64;

type Parsed = { readonly message: ClientMessage } | { readonly error: unknown; readonly ref?: string };

/** A frame as a client message, or the error it answers (with its ref, when it has a usable one). */
function parse(data: RawData, isBinary: boolean): Parsed {
  if (isBinary)
    return { error: new DomainError("invalid_request", "Send each message as one JSON text frame.") };
  let value: unknown;
  try {
    value = JSON.parse(data.toString());
  } catch {
    return { error: new DomainError("invalid_json", "The frame is not valid JSON.") };
  }
  const { type, ref } = (value ?? {}) as { type?: unknown; ref?: unknown };
  const validate = typeof type === "string" && Object.hasOwn(VALIDATORS, type) ? VALIDATORS[type] : undefined;
  if (!validate)
    return {
      error: new DomainError(
        "invalid_request",
        `Unknown message type; send one of ${Object.keys(CLIENT_MESSAGES).join(", ")}.`,
      ),
    };
  const checked = validate(value);
  if ("error" in checked)
    return { error: checked.error, ...(typeof ref === "string" && ref.length <= 64 ? { ref } : {}) };
  return { message: value as ClientMessage };
}

type Request = Exclude<ClientMessage, { type: "auth" }>;

/**
 * Serves one WebSocket channel connection (docs/api.md#websocket): auth
 * first, then requests answered one at a time in the order they came, and
 * the events of its subscriptions between them.
 */
export function serveConnection(raw: WebSocket, deps: ConnectionDeps): Connection {
  const socket = channelSocket(raw, deps.maxBufferBytes);
  const requestDeps: RequestDeps = { ...deps, socket };
  const subscriptions: Subscriptions = new Map();
  let authorization: string | null = null;
  let userId: string | null = null;
  let heard = true;
  let queue = Promise.resolve();
  /** Frames received and not yet answered: a client that floods the connection is refused, not queued for. */
  let waiting = 0;

  const sendJson = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
  const problemOf = (error: unknown) => GAME_PROBLEMS.answer(error, deps.log);
  const sendError = (error: unknown, ref?: string) => {
    const { body, retryAfter } = problemOf(error);
    sendJson({ type: "error", status: body.status, ...(ref ? { ref } : {}), body, ...retry(retryAfter) });
  };
  const sendResult = (ref: string, { status, body, replayed }: Answer, retryAfter?: number) =>
    sendJson({ type: "result", ref, status, body, ...retry(retryAfter), ...(replayed ? { replayed } : {}) });
  const dropSubscriptions = () => {
    for (const close of subscriptions.values()) close();
    subscriptions.clear();
  };

  const authTimer = setTimeout(() => {
    if (authorization === null) socket.close(1008, "auth timeout");
  }, deps.authTimeoutMs);

  async function authenticate(value: string): Promise<void> {
    try {
      const principal = await resolveAuthorization(deps.core, value);
      if (userId !== null && principal.userId !== userId) dropSubscriptions();
      authorization = value;
      userId = principal.userId;
      clearTimeout(authTimer);
      sendJson({ type: "ready", user_id: principal.userId });
    } catch (error) {
      sendError(error);
    }
  }

  async function perform(principal: Principal, request: Request): Promise<void> {
    if (request.type === "act") sendResult(request.ref, await act(requestDeps, principal, request));
    else if (request.type === "state")
      sendResult(request.ref, await state(requestDeps, principal, request.game_id));
    else if (request.type === "unsubscribe")
      sendResult(request.ref, unsubscribe(subscriptions, request.session_id));
    else
      await subscribe(requestDeps, principal, subscriptions, request, (answer) =>
        sendResult(request.ref, answer),
      );
  }

  async function handle(data: RawData, isBinary: boolean): Promise<void> {
    const parsed = parse(data, isBinary);
    if ("error" in parsed) {
      if (parsed.ref && authorization !== null) {
        const { body } = problemOf(parsed.error);
        return sendResult(parsed.ref, { status: body.status, body });
      }
      return sendError(parsed.error, parsed.ref);
    }
    const { message } = parsed;
    if (message.type === "auth") return authenticate(message.authorization);
    if (authorization === null)
      return sendError(
        new DomainError("unauthenticated", 'Send {"type":"auth","authorization":…} first.'),
        message.ref,
      );
    try {
      // Resolved again for every request (cached for seconds): a revoked or expired credential stops here.
      await perform(await resolveAuthorization(deps.core, authorization), message);
    } catch (error) {
      const { body, retryAfter } = problemOf(error);
      sendResult(message.ref, { status: body.status, body }, retryAfter);
    }
  }

  raw.on("message", (data, isBinary) => {
    heard = true;
    if (waiting >= MAX_WAITING) {
      sendError(
        new DomainError("rate_limited", `At most ${MAX_WAITING} requests may wait on one connection.`, 1),
      );
      return;
    }
    waiting += 1;
    queue = queue
      .then(() => handle(data, isBinary))
      .catch((error) => deps.log.error({ err: error }, "channel request failed"))
      .finally(() => {
        waiting -= 1;
      });
  });
  raw.on("pong", () => {
    heard = true;
  });
  raw.on("close", () => {
    clearTimeout(authTimer);
    dropSubscriptions();
  });

  return {
    ping() {
      if (!heard) {
        raw.terminate();
        return;
      }
      heard = false;
      if (socket.open()) raw.ping();
    },
  };
}

function retry(seconds: number | undefined) {
  return seconds ? { retry_after: seconds } : {};
}
