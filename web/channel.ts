import type {
  ErrorMessageView,
  EventMessageView,
  ReadyMessageView,
  ResultMessageView,
} from "../src/documents/channel-messages.ts";
import type { Api } from "./api.ts";

/** A request's answer over the channel: the REST route's status and body. */
export interface ChannelResult {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** What a session's subscription hears from the channel. */
export interface ChannelListener {
  /** One event of the session, with the same name and data as on the SSE stream. */
  onEvent(name: string, data: Record<string, unknown>): void;
  /** Whether the session's events are flowing. */
  onStatus(connected: boolean): void;
  /** The channel cannot serve this page: carry on over SSE after `lastEventId` (null: from the start). */
  onUnavailable(lastEventId: number | null): void;
}

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

/** What the server sends, as the core's channel schemas define it. */
type Frame = ReadyMessageView | EventMessageView | ((ResultMessageView | ErrorMessageView) & ChannelResult);

interface Subscription {
  readonly listener: ChannelListener;
  readonly refused: Backoff;
  lastEventId: number | null;
  retry?: ReturnType<typeof setTimeout>;
}

interface Pending {
  readonly resolve: (result: ChannelResult) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** A request unanswered this long means a dead socket: it is dropped and the move goes over REST. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Reconnects in a row that fail before `ready` (once the socket has worked) before the page turns to SSE. */
const FAILURES_BEFORE_FALLBACK = 3;

interface Backoff {
  next(): number;
  reset(): void;
}

/** Delays doubling from 500 ms to 10 s, as the SSE stream retries. */
function backoff(): Backoff {
  let delay = 500;
  return {
    next() {
      const current = delay;
      delay = Math.min(delay * 2, 10_000);
      return current;
    },
    reset() {
      delay = 500;
    },
  };
}

/**
 * One WebSocket for the page, opened on the first subscription and closed
 * when the last one stops. A socket that drops after `ready` reconnects with
 * backoff and subscribes again from each session's last event id, so nothing
 * is missed. When it cannot connect (the constructor throws, it closes
 * before `ready`, or reconnects keep failing) the channel is unavailable for
 * the rest of the page, and every subscriber moves to SSE.
 */
export function createChannel(api: Pick<Api, "authorization">, url: string): Channel {
  const subscriptions = new Map<string, Subscription>();
  const pending = new Map<string, Pending>();
  const reconnect = backoff();
  let socket: WebSocket | null = null;
  let ready = false;
  let everReady = false;
  let unavailable = false;
  let failures = 0;
  let refs = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function open() {
    const authorization = api.authorization();
    let opened: WebSocket;
    try {
      if (!authorization) throw new Error("not signed in");
      opened = new WebSocket(url);
    } catch {
      return fallBack();
    }
    socket = opened;
    opened.onopen = () => opened.send(JSON.stringify({ type: "auth", authorization }));
    opened.onmessage = (event) => receive(JSON.parse(String(event.data)) as Frame);
    opened.onclose = () => {
      if (socket === opened) dropped();
    };
  }

  function receive(frame: Frame) {
    if (frame.type === "ready") return becomeReady();
    if (frame.type === "event") return deliver(frame);
    if (frame.ref !== undefined) return settle(frame.ref, frame);
    // An error before ready refuses the credential: closing makes the page fall back.
    if (!ready) socket?.close();
  }

  function becomeReady() {
    if (ready) return;
    ready = true;
    everReady = true;
    failures = 0;
    reconnect.reset();
    for (const [sessionId, subscription] of subscriptions) sendSubscribe(sessionId, subscription);
  }

  function deliver({ session_id, id, event, data }: Extract<Frame, { type: "event" }>) {
    const subscription = subscriptions.get(session_id);
    if (!subscription) return;
    if (id !== null) subscription.lastEventId = id;
    subscription.listener.onEvent(event, data);
  }

  function sendSubscribe(sessionId: string, subscription: Subscription) {
    clearTimeout(subscription.retry);
    const { lastEventId } = subscription;
    const resume = lastEventId === null ? {} : { last_event_id: lastEventId };
    request({ type: "subscribe", session_id: sessionId, ...resume }).then(
      ({ status }) => {
        if (subscriptions.get(sessionId) !== subscription) return;
        subscription.listener.onStatus(status === 200);
        if (status === 200) return subscription.refused.reset();
        subscription.retry = setTimeout(() => {
          if (ready && subscriptions.get(sessionId) === subscription) sendSubscribe(sessionId, subscription);
        }, subscription.refused.next());
      },
      // A socket that dropped subscribes again once it is ready.
      () => undefined,
    );
  }

  function request(message: Record<string, unknown>): Promise<ChannelResult> {
    const sent = socket;
    if (!ready || !sent) return Promise.reject(new Error("The channel is not ready."));
    const ref = String(++refs);
    sent.send(JSON.stringify({ ...message, ref }));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (socket !== sent) return;
        sent.close();
        dropped();
      }, REQUEST_TIMEOUT_MS);
      pending.set(ref, { resolve, reject, timer });
    });
  }

  function settle(ref: string, result: ChannelResult) {
    const waiting = pending.get(ref);
    if (!waiting) return;
    pending.delete(ref);
    clearTimeout(waiting.timer);
    waiting.resolve(result);
  }

  /** Forgets the socket; requests still waiting are refused (a move then goes over REST, with its key). */
  function forget() {
    socket = null;
    ready = false;
    for (const waiting of pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error("The channel closed."));
    }
    pending.clear();
  }

  function dropped() {
    const wasReady = ready;
    forget();
    if (!wasReady && (!everReady || ++failures >= FAILURES_BEFORE_FALLBACK)) return fallBack();
    for (const { listener } of subscriptions.values()) listener.onStatus(false);
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      open();
    }, reconnect.next());
  }

  function fallBack() {
    unavailable = true;
    const left = [...subscriptions.values()];
    subscriptions.clear();
    for (const { listener, lastEventId, retry } of left) {
      clearTimeout(retry);
      listener.onUnavailable(lastEventId);
    }
  }

  function unsubscribe(sessionId: string, subscription: Subscription) {
    if (subscriptions.get(sessionId) !== subscription) return;
    clearTimeout(subscription.retry);
    subscriptions.delete(sessionId);
    if (subscriptions.size > 0) {
      request({ type: "unsubscribe", session_id: sessionId }).catch(() => undefined);
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    const idle = socket;
    forget();
    idle?.close();
  }

  window.addEventListener("online", () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = undefined;
    reconnect.reset();
    open();
  });

  return {
    ready: () => ready,
    request,
    reauthorize() {
      const authorization = api.authorization();
      if (ready && authorization) socket?.send(JSON.stringify({ type: "auth", authorization }));
    },
    subscribe(sessionId, listener) {
      if (unavailable) {
        listener.onUnavailable(null);
        return () => undefined;
      }
      const subscription: Subscription = { listener, refused: backoff(), lastEventId: null };
      subscriptions.set(sessionId, subscription);
      listener.onStatus(false);
      if (ready) sendSubscribe(sessionId, subscription);
      else if (!socket && !timer) open();
      return () => unsubscribe(sessionId, subscription);
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
