import type { Principal } from "../../src/auth/principal.ts";
import type { Core } from "../../src/core.ts";
import type { ActMessageView } from "../../src/documents/channel-messages.ts";
import { DomainError } from "../../src/errors.ts";
import type { LiveHub } from "../../src/live/live-hub.ts";
import { requireScope } from "../plugins/authenticate.ts";
import { GAME_PROBLEMS } from "../problems.ts";
import { type ActionObserver, observedAct } from "../routes/game-routes.ts";
import { channelSink } from "./channel-sink.ts";
import type { ChannelSocket } from "./channel-socket.ts";

/** What a request answers: the REST route's status and body. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly replayed?: boolean;
}

export interface WriteLimits {
  readonly windowMs: number;
  readonly perPrincipal: number;
  readonly perAddress: number;
}

/** One connection's requests, for its current principal. */
export interface RequestDeps {
  readonly core: Core;
  readonly hub: LiveHub;
  readonly socket: ChannelSocket;
  readonly observe: ActionObserver;
  readonly limits: WriteLimits;
  /** The client's address, as the REST limits count it. */
  readonly address: string;
}

/** The REST write limits, counted under the same keys so both doors share one budget. */
async function countWrite({ core, limits, address }: RequestDeps, principal: Principal): Promise<void> {
  const seconds = limits.windowMs / 1000;
  const checks: Array<[string, number]> = [
    [`writes:addr:${address}`, limits.perAddress],
    [`writes:principal:${principal.userId}`, limits.perPrincipal],
  ];
  for (const [key, max] of checks) {
    const { count, resetInMs } = await core.counter.add(key, limits.windowMs, core.now());
    if (count > max)
      throw new DomainError(
        "rate_limited",
        `At most ${max} such requests per ${seconds} s.`,
        Math.max(1, Math.ceil(resetInMs / 1000)),
      );
  }
}

/** POST /games/{id}/actions, answered as the route answers it. */
export async function act(deps: RequestDeps, principal: Principal, message: ActMessageView): Promise<Answer> {
  requireScope(principal, "play");
  await countWrite(deps, principal);
  const { outcome, replayed } = await observedAct(
    deps.core,
    deps.observe,
    principal,
    message.game_id,
    {
      action_id: message.action_id,
      action_type: message.action_type,
      payload: message.payload,
      entropy: message.entropy,
    },
    {
      channel: "web",
      idempotencyKey: message.idempotency_key,
      expectedVersion: message.expected_version,
    },
  );
  const flag = replayed ? { replayed: true } : {};
  if (!outcome.ok) {
    const body = GAME_PROBLEMS.body(outcome.code, outcome.detail);
    return { status: body.status, body, ...flag };
  }
  return { status: 200, body: { applied: true, version: outcome.version, state: outcome.state }, ...flag };
}

/** GET /games/{id}/state. */
export async function state(deps: RequestDeps, principal: Principal, gameId: string): Promise<Answer> {
  requireScope(principal, "read");
  return { status: 200, body: await deps.core.games.state(principal, gameId) };
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
