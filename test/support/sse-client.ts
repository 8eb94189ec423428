import { request } from "node:http";

/** One parsed Server-Sent Event (heartbeats are counted, not listed). */
export interface SseEvent {
  readonly id: string | null;
  readonly event: string;
  readonly data: Record<string, unknown>;
}

export interface SseClient {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly events: SseEvent[];
  heartbeats(): number;
  /** Resolves with the first event (already received or still to come) that matches, after `from`. */
  next(match: (event: SseEvent) => boolean, from?: number): Promise<SseEvent>;
  /** Resolves once the server ended the stream. */
  ended(): Promise<void>;
  close(): void;
}

/** Opens an event stream on a listening server and parses it as it arrives. */
export function openSse(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { accept: "text/event-stream", ...headers } }, (res) => {
      const events: SseEvent[] = [];
      const waiters: { match: (e: SseEvent) => boolean; from: number; done: (e: SseEvent) => void }[] = [];
      let heartbeats = 0;
      let buffer = "";
      let endedResolve: () => void = () => {};
      const endedPromise = new Promise<void>((r) => {
        endedResolve = r;
      });
      const check = () => {
        for (const waiter of [...waiters]) {
          const found = events.slice(waiter.from).find(waiter.match);
          if (found) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.done(found);
          }
        }
      };
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf("\n\n");
          const fields = new Map<string, string>();
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) heartbeats += 1;
            const colon = line.indexOf(": ");
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
          }
          const data = fields.get("data");
          if (data !== undefined)
            events.push({
              id: fields.get("id") ?? null,
              event: fields.get("event") ?? "message",
              data: JSON.parse(data),
            });
        }
        check();
      });
      res.on("end", endedResolve);
      res.on("close", endedResolve);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        heartbeats: () => heartbeats,
        next: (match, from = 0) =>
          new Promise((done) => {
            waiters.push({ match, from, done });
            check();
          }),
        ended: () => endedPromise,
        close: () => req.destroy(),
      });
    });
    req.on("error", reject);
    req.end();
  });
}
