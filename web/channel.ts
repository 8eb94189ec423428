import type { Api } from "./api.ts";
import { type ChannelResult, pendingRequests } from "./channel-requests.ts";
import { channelSocket } from "./channel-socket.ts";
import { type ChannelListener, channelSubscriptions } from "./channel-subscriptions.ts";

export type { ChannelListener, ChannelResult };

/** The page's connection to GET /api/v1/ws (docs/api.md#websocket). */
export interface Channel {
  /** Whether requests go over the socket now (authenticated and open). */
  ready(): boolean;
  /** Sends a request; rejects when the socket is not ready, drops or leaves it unanswered. */
  request(message: Record<string, unknown>): Promise<ChannelResult>;
  /** Authenticates the open socket again with the stored credential (after REST refreshed it). */
  reauthorize(): void;
  /** Follows a session's events; the returned function stops them. */
  subscribe(sessionId: string, listener: ChannelListener): () => void;
}

/**
 * One WebSocket for the page, opened on the first subscription and closed
 * when the last one stops, from three parts: the socket with its back-off
 * (channel-socket.ts), the requests waiting for answers (channel-requests.ts)
 * and the subscriptions (channel-subscriptions.ts). A socket that drops after
 * `ready` reconnects and subscribes again from each session's last event id,
 * so nothing is missed; one that cannot connect makes the channel unavailable
 * for the rest of the page, and every subscriber moves to SSE.
 */
export function createChannel(api: Pick<Api, "authorization">, url: string): Channel {
  const requests = pendingRequests((sent) => socket.unanswered(sent));
  const request = (message: Record<string, unknown>): Promise<ChannelResult> => {
    const sent = socket.current();
    if (!sent) return Promise.reject(new Error("The channel is not ready."));
    return requests.send(sent, message);
  };
  const subscriptions = channelSubscriptions(request, () => socket.ready());
  const socket = channelSocket(api, url, {
    onReady: subscriptions.resubscribe,
    onEvent: subscriptions.deliver,
    onAnswer: requests.settle,
    onForget: requests.refuseAll,
    onDown: subscriptions.down,
    onUnavailable: subscriptions.fallBack,
  });
  return {
    ready: socket.ready,
    request,
    reauthorize: socket.reauthorize,
    subscribe(sessionId, listener) {
      const subscription = subscriptions.add(sessionId, listener);
      if (!subscription) return () => undefined;
      if (!socket.ready()) socket.openIfIdle();
      return () => {
        if (subscriptions.remove(sessionId, subscription)) socket.close();
      };
    },
  };
}

let pageChannel: Channel | null = null;

/** The page's one channel, created on first use. */
export function channelOf(api: Api): Channel {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  pageChannel ??= createChannel(api, `${scheme}://${location.host}/api/v1/ws`);
  return pageChannel;
}
