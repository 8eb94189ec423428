/** A request's answer over the channel: the REST route's status and body. */
export interface ChannelResult {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

interface Pending {
  readonly resolve: (result: ChannelResult) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** A request unanswered this long means a dead socket: it is dropped and the move goes over REST. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The requests sent on the channel's sockets and waiting for their answers,
 * by `ref`. `onTimeout` is told which socket left one unanswered.
 */
export function pendingRequests(onTimeout: (sent: WebSocket) => void) {
  const pending = new Map<string, Pending>();
  let refs = 0;
  return {
    send(socket: WebSocket, message: Record<string, unknown>): Promise<ChannelResult> {
      const ref = String(++refs);
      socket.send(JSON.stringify({ ...message, ref }));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => onTimeout(socket), REQUEST_TIMEOUT_MS);
        pending.set(ref, { resolve, reject, timer });
      });
    },
    /** Answers the request `ref` (unknown refs are ignored). */
    settle(ref: string, result: ChannelResult): void {
      const waiting = pending.get(ref);
      if (!waiting) return;
      pending.delete(ref);
      clearTimeout(waiting.timer);
      waiting.resolve(result);
    },
    /** Refuses every waiting request (a move then goes over REST, with its key). */
    refuseAll(): void {
      for (const waiting of pending.values()) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error("The channel closed."));
      }
      pending.clear();
    },
  };
}
