/**
 * Polls `condition` every `everyMs` until it holds; past `deadlineMs` it
 * throws, naming what it waited for and, from `progress`, how far it got,
 * so that a load that stalls fails the test with a reason instead of
 * holding it until the runner's timeout.
 */
export async function waitUntil(
  condition: () => boolean,
  what: string,
  { deadlineMs, everyMs = 20, progress }: { deadlineMs: number; everyMs?: number; progress?: () => string },
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`waited ${deadlineMs} ms for ${what}${progress ? `; got ${progress()}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
