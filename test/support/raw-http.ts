import { type AddressInfo, connect } from "node:net";

/** One response as read off the socket. */
export interface RawResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

interface Listening {
  readonly server: { address(): AddressInfo | string | null; listening: boolean };
  listen(options: { port: number; host: string }): Promise<string>;
}

/**
 * Writes `requests` back to back on one TCP connection (HTTP/1.1 pipelining)
 * and reads `requests.length` responses the way a client that trusts
 * Content-Length does: a response's body is exactly the bytes that header
 * announces, so a 304 or 204 that announces bytes it never sends stalls the
 * next answer and this rejects after `timeoutMs` with what it got.
 */
export async function pipelined(
  app: Listening,
  requests: readonly string[],
  timeoutMs = 5000,
): Promise<RawResponse[]> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, "127.0.0.1");
  try {
    return await new Promise<RawResponse[]>((resolve, reject) => {
      let buffered = Buffer.alloc(0);
      const responses: RawResponse[] = [];
      const timer = setTimeout(
        () => reject(new Error(`${responses.length} of ${requests.length} responses:\n${buffered}`)),
        timeoutMs,
      );
      socket.on("error", reject);
      socket.on("data", (chunk: Buffer) => {
        buffered = Buffer.concat([buffered, chunk]);
        for (let next = parseOne(buffered); next; next = parseOne(buffered)) {
          responses.push(next.response);
          buffered = buffered.subarray(next.used);
        }
        if (responses.length === requests.length) {
          clearTimeout(timer);
          resolve(responses);
        }
      });
      socket.write(requests.join(""));
    });
  } finally {
    socket.destroy();
  }
}

/** A GET request's bytes, with `headers` (name → value). */
export function rawGet(path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ host: "127.0.0.1", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return [`GET ${path} HTTP/1.1`, ...lines, "", ""].join("\r\n");
}

/** A POST request's bytes with a JSON body. */
export function rawPostJson(path: string, body: unknown, headers: Record<string, string> = {}): string {
  const text = JSON.stringify(body);
  const all = {
    host: "127.0.0.1",
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    ...headers,
  };
  return [`POST ${path} HTTP/1.1`, ...Object.entries(all).map(([k, v]) => `${k}: ${v}`), "", text].join(
    "\r\n",
  );
}

function parseOne(bytes: Buffer): { response: RawResponse; used: number } | undefined {
  const end = bytes.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine = "", ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (headers["transfer-encoding"]) throw new Error("chunked answers are not read here");
  const length = Number(headers["content-length"] ?? 0);
  if (bytes.length < end + 4 + length) return undefined;
  const status = Number(statusLine.split(" ")[1]);
  return {
    response: { status, headers, body: bytes.subarray(end + 4, end + 4 + length) },
    used: end + 4 + length,
  };
}
