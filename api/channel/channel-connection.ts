import type { FastifyBaseLogger } from "fastify";
import type { RawData, WebSocket } from "ws";
import type { Principal } from "../../src/auth/principal.ts";
import { DomainError } from "../../src/errors.ts";
import { resolveAuthorization } from "../plugins/authenticate.ts";
import { parseFrame, type Request } from "./channel-frames.ts";
import { type ChannelReplies, channelReplies } from "./channel-replies.ts";
import {
  act,
  type RequestDeps,
  type Subscriptions,
  state,
  subscribe,
  unsubscribe,
} from "./channel-requests.ts";
import { type ChannelSocket, channelSocket } from "./channel-socket.ts";

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

/** Requests one connection may have waiting for their answers. */
const MAX_WAITING = 64;

/**
 * The connection's credential: none until `auth` succeeds (the connection
 * closes if it does not in time), and resolved again for every request.
 */
function connectionCredential(
  deps: ConnectionDeps,
  socket: ChannelSocket,
  replies: ChannelReplies,
  onUserChanged: () => void,
) {
  let authorization: string | null = null;
  let userId: string | null = null;
  const timer = setTimeout(() => {
    if (authorization === null) socket.close(1008, "auth timeout");
  }, deps.authTimeoutMs);
  return {
    authorized: () => authorization !== null,
    async authenticate(value: string): Promise<void> {
      try {
        const principal = await resolveAuthorization(deps.core, value);
        if (userId !== null && principal.userId !== userId) onUserChanged();
        authorization = value;
        userId = principal.userId;
        clearTimeout(timer);
        replies.ready(principal.userId);
      } catch (error) {
        replies.error(error);
      }
    },
    // Cached for seconds: a revoked or expired credential stops its next request here.
    principal: () => resolveAuthorization(deps.core, authorization ?? undefined),
    stop: () => clearTimeout(timer),
  };
}

/** Frames waiting for their turn, answered one at a time: a client that floods the connection is refused, not queued for. */
function requestQueue(log: FastifyBaseLogger, replies: ChannelReplies) {
  let queue = Promise.resolve();
  let waiting = 0;
  return (task: () => Promise<void>) => {
    if (waiting >= MAX_WAITING) {
      replies.error(
        new DomainError("rate_limited", `At most ${MAX_WAITING} requests may wait on one connection.`, 1),
      );
      return;
    }
    waiting += 1;
    queue = queue
      .then(task)
      .catch((error) => log.error({ err: error }, "channel request failed"))
      .finally(() => {
        waiting -= 1;
      });
  };
}

/** Answers one request for `principal` as its REST route would. */
async function perform(
  deps: RequestDeps,
  subscriptions: Subscriptions,
  replies: ChannelReplies,
  principal: Principal,
  request: Request,
): Promise<void> {
  const { ref } = request;
  if (request.type === "act") replies.result(ref, await act(deps, principal, request));
  else if (request.type === "state") replies.result(ref, await state(deps, principal, request.game_id));
  else if (request.type === "unsubscribe")
    replies.result(ref, unsubscribe(subscriptions, request.session_id));
  else await subscribe(deps, principal, subscriptions, request, (answer) => replies.result(ref, answer));
}

/**
 * Serves one WebSocket channel connection (docs/api.md#websocket): auth
 * first, then requests answered one at a time in the order they came, and
 * the events of its subscriptions between them.
 */
export function serveConnection(raw: WebSocket, deps: ConnectionDeps): Connection {
  const socket = channelSocket(raw, deps.maxBufferBytes);
  const requestDeps: RequestDeps = { ...deps, socket };
  const replies = channelReplies(socket, deps.log);
  const subscriptions: Subscriptions = new Map();
  const dropSubscriptions = () => {
    for (const close of subscriptions.values()) close();
    subscriptions.clear();
  };
  const credential = connectionCredential(deps, socket, replies, dropSubscriptions);
  const enqueue = requestQueue(deps.log, replies);

  async function handle(data: RawData, isBinary: boolean): Promise<void> {
    const parsed = parseFrame(data, isBinary);
    if ("error" in parsed) {
      if (parsed.ref && credential.authorized()) return replies.failed(parsed.ref, parsed.error);
      return replies.error(parsed.error, parsed.ref);
    }
    const { message } = parsed;
    if (message.type === "auth") return credential.authenticate(message.authorization);
    if (!credential.authorized())
      return replies.error(
        new DomainError("unauthenticated", 'Send {"type":"auth","authorization":…} first.'),
        message.ref,
      );
    try {
      await perform(requestDeps, subscriptions, replies, await credential.principal(), message);
    } catch (error) {
      replies.failed(message.ref, error);
    }
  }

  let heard = true;
  raw.on("message", (data, isBinary) => {
    heard = true;
    enqueue(() => handle(data, isBinary));
  });
  raw.on("pong", () => {
    heard = true;
  });
  raw.on("close", () => {
    credential.stop();
    dropSubscriptions();
  });
  return {
    ping() {
      if (!heard) return raw.terminate();
      heard = false;
      if (socket.open()) raw.ping();
    },
  };
}
