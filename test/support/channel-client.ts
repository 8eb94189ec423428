import { randomUUID } from "node:crypto";
import { once } from "node:events";
import WebSocket from "ws";

export type Frame = Record<string, unknown> & { type: string };

/** A channel connection for tests: every frame it receives, waited for by shape. */
export interface ChannelClient {
  readonly socket: WebSocket;
  send(message: unknown): void;
  /** The first frame not yet taken that matches, waiting up to `timeoutMs`. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Sends a request with a fresh ref and waits for its result. */
  request(
    message: Record<string, unknown>,
  ): Promise<Frame & { status: number; body: Record<string, unknown> }>;
  /** Resolves with the close code. */
  readonly closed: Promise<number>;
  /** Frames received and not yet taken. */
  pending(): Frame[];
}

export function channelClient(socket: WebSocket): ChannelClient {
  const frames: Frame[] = [];
  const waiters: Array<{ match: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  socket.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    const waiter = waiters.findIndex((w) => w.match(frame));
    if (waiter === -1) frames.push(frame);
    else waiters.splice(waiter, 1)[0]?.resolve(frame);
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  const next = (match: (frame: Frame) => boolean, timeoutMs = 5000) => {
    const index = frames.findIndex(match);
    if (index !== -1) return Promise.resolve(frames.splice(index, 1)[0] as Frame);
    return new Promise<Frame>((resolve, reject) => {
      const waiter = {
        match,
        resolve: (frame: Frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(
          new Error(
            `no matching frame within ${timeoutMs} ms; received ${JSON.stringify(frames).slice(0, 500)}`,
          ),
        );
      }, timeoutMs);
      waiters.push(waiter);
    });
  };
  const send = (message: unknown) =>
    socket.send(typeof message === "string" ? message : JSON.stringify(message));
  return {
    socket,
    send,
    next,
    async request(message) {
      const ref = randomUUID();
      send({ ...message, ref });
      return (await next((f) => f.type === "result" && f.ref === ref)) as Frame & {
        status: number;
        body: Record<string, unknown>;
      };
    },
    closed,
    pending: () => [...frames],
  };
}

/** Opens a channel over `app.injectWS` and authenticates it. */
export async function connectChannel(
  app: { injectWS(path: string): Promise<WebSocket> },
  authorization: string,
): Promise<ChannelClient> {
  const client = channelClient(await app.injectWS("/api/v1/ws"));
  client.send({ type: "auth", authorization });
  await client.next((f) => f.type === "ready");
  return client;
}

/** Opens a channel over TCP to the API listening at `url` (http://host:port) and authenticates it. */
export async function connectChannelAt(url: string, authorization: string): Promise<ChannelClient> {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/v1/ws`);
  // A refused or cut connection rejects `open` or resolves `closed`; the error event itself is expected.
  socket.on("error", () => {});
  await once(socket, "open");
  const client = channelClient(socket);
  client.send({ type: "auth", authorization });
  await client.next((f) => f.type === "ready");
  return client;
}
