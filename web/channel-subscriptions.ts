import { type Backoff, backoff } from "./channel-backoff.ts";
import type { ChannelResult } from "./channel-requests.ts";
import type { EventFrame } from "./channel-socket.ts";

/** What a session's subscription hears from the channel. */
export interface ChannelListener {
  /** One event of the session, with the same name and data as on the SSE stream. */
  onEvent(name: string, data: Record<string, unknown>): void;
  /** Whether the session's events are flowing. */
  onStatus(connected: boolean): void;
  /** The channel cannot serve this page: carry on over SSE after `lastEventId` (null: from the start). */
  onUnavailable(lastEventId: number | null): void;
}

interface Subscription {
  readonly listener: ChannelListener;
  readonly refused: Backoff;
  lastEventId: number | null;
  retry?: ReturnType<typeof setTimeout>;
}

/**
 * The page's subscriptions, by session id, each with the last event id it
 * saw (to resume from after a reconnect) and its own back-off when the
 * server refuses it. Once the channel is unavailable, every subscriber,
 * present and future, is sent to SSE.
 */
export function channelSubscriptions(
  request: (message: Record<string, unknown>) => Promise<ChannelResult>,
  ready: () => boolean,
) {
  const subscriptions = new Map<string, Subscription>();
  let unavailable = false;

  function send(sessionId: string, subscription: Subscription) {
    clearTimeout(subscription.retry);
    const { lastEventId } = subscription;
    const resume = lastEventId === null ? {} : { last_event_id: lastEventId };
    request({ type: "subscribe", session_id: sessionId, ...resume }).then(
      ({ status }) => {
        if (subscriptions.get(sessionId) !== subscription) return;
        subscription.listener.onStatus(status === 200);
        if (status === 200) return subscription.refused.reset();
        subscription.retry = setTimeout(() => {
          if (ready() && subscriptions.get(sessionId) === subscription) send(sessionId, subscription);
        }, subscription.refused.next());
      },
      // A socket that dropped subscribes again once it is ready.
      () => undefined,
    );
  }

  return {
    /** Subscribes every session again, each from its last event (the socket is ready). */
    resubscribe() {
      for (const [sessionId, subscription] of subscriptions) send(sessionId, subscription);
    },
    deliver({ session_id, id, event, data }: EventFrame) {
      const subscription = subscriptions.get(session_id);
      if (!subscription) return;
      if (id !== null) subscription.lastEventId = id;
      subscription.listener.onEvent(event, data);
    },
    /** The socket dropped and will reconnect: no session's events flow meanwhile. */
    down() {
      for (const { listener } of subscriptions.values()) listener.onStatus(false);
    },
    /** Sends every subscriber to SSE, from the last event it saw. */
    fallBack() {
      unavailable = true;
      const left = [...subscriptions.values()];
      subscriptions.clear();
      for (const { listener, lastEventId, retry } of left) {
        clearTimeout(retry);
        listener.onUnavailable(lastEventId);
      }
    },
    /** Follows a session; null when the channel is unavailable (the listener is told so). */
    add(sessionId: string, listener: ChannelListener): Subscription | null {
      if (unavailable) {
        listener.onUnavailable(null);
        return null;
      }
      const subscription: Subscription = { listener, refused: backoff(), lastEventId: null };
      subscriptions.set(sessionId, subscription);
      listener.onStatus(false);
      if (ready()) send(sessionId, subscription);
      return subscription;
    },
    /** Stops a session's events; true when it was the last one (the socket may close). */
    remove(sessionId: string, subscription: Subscription): boolean {
      if (subscriptions.get(sessionId) !== subscription) return false;
      clearTimeout(subscription.retry);
      subscriptions.delete(sessionId);
      if (subscriptions.size === 0) return true;
      request({ type: "unsubscribe", session_id: sessionId }).catch(() => undefined);
      return false;
    },
  };
}
