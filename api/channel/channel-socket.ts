import type { Duplex } from "node:stream";
import type { WebSocket } from "ws";
import { framePayloads } from "../../src/live/websocket-frames.ts";

/**
 * A channel connection's socket as the requests see it: text frames out,
 * and a reader that lets `maxBufferBytes` queue up is cut off rather than
 * buffered for without bound.
 */
export interface ChannelSocket {
  send(text: string | Uint8Array): void;
  /** Sends text frames already framed (websocket-frames.ts), shared with other connections. */
  sendFrames(frames: Uint8Array): void;
  /** Closes with a code and reason (the close handshake). */
  close(code: number, reason: string): void;
  readonly open: () => boolean;
}

/**
 * The TCP socket under `socket` when frames may be written to it as they are:
 * ws writes each of its own frames at once unless it compresses, and the
 * server never negotiates compression, so frames written here keep their order.
 */
function rawSocketOf(socket: WebSocket): Duplex | undefined {
  const raw = (socket as unknown as { _socket?: Duplex })._socket;
  return socket.extensions === "" ? raw : undefined;
}

export function channelSocket(socket: WebSocket, maxBufferBytes: number): ChannelSocket {
  const open = () => socket.readyState === socket.OPEN;
  const roomy = () => {
    if (socket.bufferedAmount <= maxBufferBytes) return true;
    socket.terminate();
    return false;
  };
  return {
    open,
    send(text) {
      if (open() && roomy()) socket.send(text, { binary: false });
    },
    sendFrames(frames) {
      if (!open() || !roomy()) return;
      const raw = rawSocketOf(socket);
      if (raw) raw.write(frames);
      else for (const payload of framePayloads(frames)) socket.send(payload, { binary: false });
    },
    close(code, reason) {
      if (open()) socket.close(code, reason);
    },
  };
}
