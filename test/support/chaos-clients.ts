import { randomUUID } from "node:crypto";
import type { StartedGame } from "./started-games.ts";

/** An answer a load client got, or undefined when the connection failed (the process died). */
export interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly retryAfter: number;
}

/** One HTTP call; a refused or cut connection resolves to undefined instead of throwing. */
export async function call(
  url: string,
  method: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Reply | undefined> {
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      retryAfter: Number(res.headers.get("retry-after") ?? 0),
    };
  } catch {
    return undefined;
  }
}

/** A readiness check: true once `url` answers 200. */
export const answers = (url: string) => async () => (await call(url, "GET"))?.status === 200;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work`, or a failure naming `what` when it takes longer than `ms` (a load loop stuck on one request). */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits as a client told "Retry-After" would, capped so a test keeps moving. */
export const backOff = (reply: Reply | undefined) =>
  pause(reply?.retryAfter ? Math.min(250, reply.retryAfter * 1000) : 100);

/** True for an answer a client retries: no answer, or a 5xx. */
export const retryable = (reply: Reply | undefined) => reply === undefined || reply.status >= 500;

/**
 * Pig players over two API processes. Each move alternates processes; a move
 * that gets no answer, or a 5xx, is sent again with the same Idempotency-Key
 * and action id on the other process, as a real client would.
 */
export function createGameLoad(games: readonly StartedGame[], urls: readonly [string, string]) {
  const acknowledged = new Map<string, Set<string>>(games.map((g) => [g.id, new Set()]));
  /** Milliseconds from a cut connection to the answer on the other process. */
  const retryAfterCutMs: number[] = [];
  const unexpected: string[] = [];
  let running = true;
  let turn = 0;

  async function move(game: StartedGame): Promise<void> {
    const actionId = randomUUID();
    const key = randomUUID();
    let which = turn++ % 2;
    let cutAt: number | undefined;
    for (;;) {
      const url = urls[which] as string;
      const reply = await call(`${url}/api/v1/games/${game.id}/actions`, "POST", {
        headers: { authorization: game.auth.get(game.mover) as string, "idempotency-key": key },
        body: { action_id: actionId, action_type: "roll_dice" },
      });
      if (reply && cutAt !== undefined && !retryable(reply)) retryAfterCutMs.push(performance.now() - cutAt);
      if (reply === undefined) cutAt ??= performance.now();
      if (retryable(reply)) {
        which = 1 - which;
        if (reply) await backOff(reply);
        continue;
      }
      if (reply?.status === 200) {
        acknowledged.get(game.id)?.add(actionId);
        const next = (reply.body.state as { turn?: { participant_id: string } }).turn;
        if (next) game.mover = next.participant_id;
      } else unexpected.push(`${reply?.status} ${JSON.stringify(reply?.body)}`);
      return;
    }
  }

  const loops = games.map(async (game) => {
    while (running) await move(game);
  });
  return {
    acknowledged,
    retryAfterCutMs,
    unexpected,
    moves: () => [...acknowledged.values()].reduce((n, s) => n + s.size, 0),
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
