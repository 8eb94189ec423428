import { createServer } from "node:net";

/**
 * A free port below Linux's ephemeral range (32768 and up), so that no
 * outgoing connection takes it while the server is stopped for a restart.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 21_000 + Math.floor(Math.random() * 11_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
