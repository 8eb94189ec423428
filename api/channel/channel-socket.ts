import type { WebSocket } from "ws";

/**
 * A channel connection's socket as the requests see it: text frames out,
 * and a reader that lets `maxBufferBytes` queue up is cut off rather than
 * buffered for without bound.
 */
export interface ChannelSocket {
  send(text: string | Uint8Array): void;
  /** Closes with a code and reason (the close handshake). */
  close(code: number, reason: string): void;
  readonly open: () => boolean;
}

export function channelSocket(socket: WebSocket, maxBufferBytes: number): ChannelSocket {
  const open = () => socket.readyState === socket.OPEN;
  return {
    open,
    send(text) {
      if (!open()) return;
      if (socket.bufferedAmount > maxBufferBytes) socket.terminate();
      else socket.send(text, { binary: false });
    },
    close(code, reason) {
      if (open()) socket.close(code, reason);
    },
  };
}
