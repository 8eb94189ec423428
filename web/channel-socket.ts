import type {
  ErrorMessageView,
  EventMessageView,
  ReadyMessageView,
  ResultMessageView,
} from "../src/documents/channel-messages.ts";
import type { Api } from "./api.ts";
import { reconnection } from "./channel-backoff.ts";
import type { ChannelResult } from "./channel-requests.ts";

/** What the server sends, as the core's channel schemas define it. */
type Frame = ReadyMessageView | EventMessageView | ((ResultMessageView | ErrorMessageView) & ChannelResult);

export type EventFrame = Extract<Frame, { type: "event" }>;

/** What the socket tells the rest of the channel. */
export interface SocketEvents {
  /** `ready`: authenticated, requests may go (again). */
  onReady(): void;
  onEvent(frame: EventFrame): void;
  onAnswer(ref: string, result: ChannelResult): void;
  /** The socket is gone (waiting requests are refused). */
  onForget(): void;
  /** It dropped after working and reconnects after a back-off. */
  onDown(): void;
  /** It cannot connect: the channel is unavailable for the rest of the page. */
  onUnavailable(): void;
}

/**
 * The page's socket and its back-off: opened on demand, authenticated with
 * the stored credential, reopened with back-off when it drops after `ready`
 * (at once when the browser comes back online), and given up on when it
 * cannot connect (the constructor throws, it closes before `ready`, or
 * reconnects keep failing).
 */
export function channelSocket(api: Pick<Api, "authorization">, url: string, events: SocketEvents) {
  const reconnect = reconnection(open);
  let socket: WebSocket | null = null;
  let ready = false;

  function open() {
    const authorization = api.authorization();
    let opened: WebSocket;
    try {
      if (!authorization) throw new Error("not signed in");
      opened = new WebSocket(url);
    } catch {
      return events.onUnavailable();
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
    if (frame.type === "event") return events.onEvent(frame);
    if (frame.ref !== undefined) return events.onAnswer(frame.ref, frame);
    // An error before ready refuses the credential: closing makes the page fall back.
    if (!ready) socket?.close();
  }

  function becomeReady() {
    if (ready) return;
    ready = true;
    reconnect.succeeded();
    events.onReady();
  }

  function forget() {
    socket = null;
    ready = false;
    events.onForget();
  }

  function dropped() {
    const wasReady = ready;
    forget();
    if (!reconnect.afterDrop(wasReady)) return events.onUnavailable();
    events.onDown();
  }

  return {
    ready: () => ready,
    /** The socket requests may go on now, if any. */
    current: () => (ready ? socket : null),
    /** Opens the socket unless it is open or waiting to reopen. */
    openIfIdle() {
      if (!socket && !reconnect.waiting()) open();
    },
    /** A socket that left a request unanswered is dead: close it and reconnect. */
    unanswered(sent: WebSocket) {
      if (socket !== sent) return;
      sent.close();
      dropped();
    },
    /** Closes the socket for good (the last subscription stopped). */
    close() {
      reconnect.cancel();
      const idle = socket;
      forget();
      idle?.close();
    },
    reauthorize() {
      const authorization = api.authorization();
      if (ready && authorization) socket?.send(JSON.stringify({ type: "auth", authorization }));
    },
  };
}
