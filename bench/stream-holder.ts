// A child process of the live bench: holds event streams open and reads
// them, so the clients' work does not share the load generator's thread.
// Reads {url, streams: [{sessionId, auth}]} as one JSON line on stdin, prints
// "ready" once every stream has its first bytes, and holds them until stdin closes.
import { request } from "node:http";
import { createInterface } from "node:readline";

interface Order {
  readonly url: string;
  readonly streams: readonly { readonly sessionId: string; readonly auth: string }[];
}

function open(url: string, sessionId: string, auth: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/v1/sessions/${sessionId}/events`,
      { agent: false, headers: { authorization: auth } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.once("data", () => resolve());
        res.resume();
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const order = JSON.parse(line) as Order;
  for (let i = 0; i < order.streams.length; i += 100)
    await Promise.all(order.streams.slice(i, i + 100).map((s) => open(order.url, s.sessionId, s.auth)));
  process.stdout.write("ready\n");
}
process.exit(0);
