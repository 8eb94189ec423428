import { type LimitConfig, limitCounters, limitExceeded, type RouteLimit } from "../../http/rate-limits.ts";
import type { Principal } from "../../src/auth/principal.ts";
import type { Core } from "../../src/core.ts";
import type { ActMessageView } from "../../src/documents/channel-messages.ts";
import type { LiveHub } from "../../src/live/live-hub.ts";
import { moveOperation, stateOperation } from "../operations/game-operations.ts";
import type { Answer, Operation } from "../operations/operation.ts";
import { requireScope } from "../plugins/authenticate.ts";
import { channelSink } from "./channel-sink.ts";
import type { ChannelSocket } from "./channel-socket.ts";

/** One connection's requests, for its current principal. */
export interface RequestDeps {
  readonly core: Core;
  readonly hub: LiveHub;
  readonly socket: ChannelSocket;
  /** The REST limits' configuration: both doors count in the same counters, so a caller has one budget. */
  readonly limits: LimitConfig;
  /** The client's address, as the REST limits count it. */
  readonly address: string;
}

/** Counts a request in its limit's counters, keyed as the REST hooks key them. */
async function countLimit({ core, limits, address }: RequestDeps, principal: Principal, limit: RouteLimit) {
  const windowMs = limits.RATE_LIMIT_WINDOW_SECONDS * 1000;
  for (const spec of limitCounters(limits, limit)) {
    const key = `${spec.name}:${spec.by === "address" ? address : principal.userId}`;
    const { count, resetInMs } = await core.counter.add(key, windowMs, core.now());
    if (count > spec.max) throw limitExceeded(limits, spec, Math.max(1, Math.ceil(resetInMs / 1000)));
  }
}

/** Runs an operation as its REST route does: the scope, then the limit, then the operation. */
async function perform<I, T>(
  deps: RequestDeps,
  principal: Principal,
  operation: Operation<I, T>,
  input: I,
): Promise<Answer<T>> {
  requireScope(principal, operation.scope);
  if (operation.limit) await countLimit(deps, principal, operation.limit);
  return operation.run(deps.core, principal, input);
}

/** POST /games/{id}/actions. */
export function act(deps: RequestDeps, principal: Principal, message: ActMessageView): Promise<Answer> {
  const { game_id, action_id, action_type, payload, entropy, idempotency_key, expected_version } = message;
  return perform(deps, principal, moveOperation, {
    game_id,
    action: { action_id, action_type, payload, entropy },
    idempotency_key,
    expected_version,
  });
}

/** GET /games/{id}/state. */
export function state(deps: RequestDeps, principal: Principal, gameId: string): Promise<Answer> {
  return perform(deps, principal, stateOperation, { game_id: gameId });
}

/** A connection's open subscriptions, by session id: each closes its stream. */
export type Subscriptions = Map<string, () => void>;

/**
 * GET /sessions/{id}/events over the channel: the result goes out first,
 * then the stream's opening events and every change. Subscribing again to
 * the same session replaces the subscription (to resume from another id).
 */
export async function subscribe(
  deps: RequestDeps,
  principal: Principal,
  subscriptions: Subscriptions,
  message: { readonly session_id: string; readonly last_event_id?: number | undefined },
  sendResult: (answer: Answer) => void,
): Promise<void> {
  requireScope(principal, "read");
  const sessionId = message.session_id;
  subscriptions.get(sessionId)?.();
  subscriptions.delete(sessionId);
  const sink = channelSink(deps.socket, () => {
    if (subscriptions.get(sessionId) === close) subscriptions.delete(sessionId);
  });
  const close = await deps.hub.open({
    userId: principal.userId,
    sessionId,
    lastEventId: message.last_event_id ?? null,
    sink,
  });
  if (!deps.socket.open()) return close();
  subscriptions.set(sessionId, close);
  sendResult({ status: 200, body: { session_id: sessionId } });
  sink.release();
}

/** Stops a session's events; answers 200 whether or not it was subscribed. */
export function unsubscribe(subscriptions: Subscriptions, sessionId: string): Answer {
  subscriptions.get(sessionId)?.();
  subscriptions.delete(sessionId);
  return { status: 200, body: { session_id: sessionId } };
}
