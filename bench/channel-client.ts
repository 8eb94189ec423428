import WebSocket from "ws";

/** A `result` frame of the channel: the REST route's status and body. */
export interface ResultFrame {
  readonly type: "result";
  readonly ref: string;
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** One authenticated channel connection (GET /api/v1/ws) as a bench drives it. */
export interface BenchChannel {
  /** Sends a request with this connection's next ref; resolves to its result. */
  request(message: Record<string, unknown>): Promise<ResultFrame>;
  /** Closes the connection (the close handshake, not waited for). */
  close(): void;
}

/** Hears each `event` frame as its raw text, unparsed: a bench with many subscribers reads only what it needs. */
export type EventListener = (text: string) => void;

const EVENT_PREFIX = '{"type":"event"';
const READY_TIMEOUT_MS = 10_000;

interface Waiter {
  resolve(frame: ResultFrame): void;
  reject(error: Error): void;
}

/** The channel's address for an API at `url` (http://host:port). */
const channelUrl = (url: string) => `${url.replace(/^http/, "ws")}/api/v1/ws`;

/** Routes one received frame: events to `onEvent`, results to their waiter, ready and errors to `control`. */
function dispatcher(
  waiting: Map<string, Waiter>,
  control: (frame: Record<string, unknown>) => void,
  onEvent?: EventListener,
) {
  return (data: WebSocket.RawData) => {
    const text = data.toString();
    if (text.startsWith(EVENT_PREFIX)) return onEvent?.(text);
    const frame = JSON.parse(text) as Record<string, unknown>;
    const waiter = typeof frame.ref === "string" ? waiting.get(frame.ref) : undefined;
    if (!waiter) return control(frame);
    waiting.delete(frame.ref as string);
    if (frame.type === "result") waiter.resolve(frame as unknown as ResultFrame);
    else waiter.reject(new Error(`channel error ${JSON.stringify(frame.body)}`));
  };
}

/** Resolves once `socket` is open and has answered `auth` with `ready`; rejects on anything else. */
function authenticated(socket: WebSocket, authorization: string, ready: Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no ready within 10 s")), READY_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    socket.once("error", fail);
    socket.once("close", (code) => fail(new Error(`channel closed (${code}) before ready`)));
    socket.once("open", () => socket.send(JSON.stringify({ type: "auth", authorization })));
    ready.then(() => {
      clearTimeout(timer);
      resolve();
    }, fail);
  });
}

/**
 * Opens a channel connection to the API at `url` and authenticates it with
 * `authorization` (`Guest …`); `onEvent` hears the events of its
 * subscriptions. Requests are answered in the order they were sent.
 */
export async function openChannel(
  url: string,
  authorization: string,
  onEvent?: EventListener,
): Promise<BenchChannel> {
  const socket = new WebSocket(channelUrl(url), { perMessageDeflate: false });
  const waiting = new Map<string, Waiter>();
  let settleReady: { resolve(): void; reject(error: Error): void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  socket.on(
    "message",
    dispatcher(
      waiting,
      (frame) => {
        if (frame.type === "ready") settleReady?.resolve();
        else settleReady?.reject(new Error(`channel answered ${JSON.stringify(frame)}`));
      },
      onEvent,
    ),
  );
  socket.on("close", (code) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`channel closed (${code})`));
    waiting.clear();
  });
  await authenticated(socket, authorization, ready);
  socket.on("error", () => {}); // A failure after ready closes the socket; its waiters are rejected there.
  let next = 0;
  return {
    request(message) {
      const ref = String(next++);
      return new Promise<ResultFrame>((resolve, reject) => {
        waiting.set(ref, { resolve, reject });
        socket.send(JSON.stringify({ ...message, ref }));
      });
    },
    close: () => socket.close(1000, "bench done"),
  };
}

/** Opens one channel per entry of `items`, `batch` at a time, so the server's accept queue never overflows. */
export async function openChannels<T>(
  items: readonly T[],
  open: (item: T) => Promise<BenchChannel>,
  batch = 200,
): Promise<BenchChannel[]> {
  const opened: BenchChannel[] = [];
  for (let i = 0; i < items.length; i += batch)
    opened.push(...(await Promise.all(items.slice(i, i + batch).map(open))));
  return opened;
}
