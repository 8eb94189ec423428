import { randomUUID } from "node:crypto";
import pino from "pino";
import { createRedisChangeFeed } from "../src/changes/redis-change-feed.ts";
import type { ChangeNotice } from "../src/db/change-feed.ts";
import { startApiProcess } from "../test/support/api-process.ts";
import { redisNamespaceOf } from "../test/support/redis-namespace.ts";
import { createScratchDatabase } from "../test/support/scratch-database.ts";
import { startTwoPlayerGames } from "../test/support/started-games.ts";
import { actionRequest, resyncTurns } from "./game-bench.ts";
import { type LoadResult, load, mergeCounts } from "./load.ts";

const SECRET = "bench-secret-bench-secret-bench-secret-012345";

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * The scale-out figures (needs DATABASE_URL and REDIS_URL): pig actions on
 * PostgreSQL through one API process, then through two at once (25
 * connections each, summed), and the time from sending a move to process A
 * until a subscriber in this process (standing in for process B) hears its
 * change over Redis.
 */
export async function runScaleBench(databaseUrl: string, redisUrl: string, seconds: number) {
  const database = await createScratchDatabase(databaseUrl, "bench");
  const namespace = redisNamespaceOf(database.url);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_NAMESPACE: namespace,
    JWT_SECRET: SECRET,
  };
  const a = await startApiProcess(18_281, env);
  const b = await startApiProcess(18_282, env);
  const feed = createRedisChangeFeed(redisUrl, pino({ level: "silent" }), namespace);
  try {
    const games = await startTwoPlayerGames(a.url, 400);
    const baseline = await load("baseline: GET /health/live (process A)", {
      url: a.url,
      seconds,
      requests: [{ path: "/api/v1/health/live" }],
    });
    const one = await load("actions, 1 process (PostgreSQL)", {
      url: a.url,
      seconds,
      requests: [actionRequest(games)],
    });
    await resyncTurns(a.url, games);
    const half = games.length / 2;
    const [onA, onB] = await Promise.all([
      load("A", { url: a.url, seconds, connections: 25, requests: [actionRequest(games.slice(0, half))] }),
      load("B", { url: b.url, seconds, connections: 25, requests: [actionRequest(games.slice(half))] }),
    ]);
    const two: LoadResult = {
      name: "actions, 2 processes (PostgreSQL)",
      rps: (onA?.rps ?? 0) + (onB?.rps ?? 0),
      p50: Math.max(onA?.p50 ?? 0, onB?.p50 ?? 0),
      p99: Math.max(onA?.p99 ?? 0, onB?.p99 ?? 0),
      non2xx: (onA?.non2xx ?? 0) + (onB?.non2xx ?? 0),
      non2xxByCode: mergeCounts(onA?.non2xxByCode ?? {}, onB?.non2xxByCode ?? {}),
      errors: (onA?.errors ?? 0) + (onB?.errors ?? 0),
    };

    // Wake-up latency: one move at a time on A, heard here over Redis.
    const game = games[0] as (typeof games)[number];
    const waiting = new Map<number, (at: number) => void>();
    const heardAt = new Map<number, number>();
    feed.subscribe((c: ChangeNotice) => {
      if (c.game_id !== game.id || c.version === null) return;
      heardAt.set(c.version, performance.now());
      waiting.get(c.version)?.(performance.now());
    });
    await new Promise((r) => setTimeout(r, 300));
    const latencies: number[] = [];
    for (let i = 0; i < 300; i++) {
      const sent = performance.now();
      const res = await fetch(`${a.url}/api/v1/games/${game.id}/actions`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: game.auth.get(game.mover) as string },
        body: JSON.stringify({ action_id: randomUUID(), action_type: "roll_dice" }),
      });
      const body = (await res.json()) as { version?: number; state?: { turn?: { participant_id: string } } };
      if (res.status !== 200 || body.version === undefined) continue;
      game.mover = body.state?.turn?.participant_id ?? game.mover;
      const version = body.version;
      // The notice often arrives before the HTTP response does.
      const heard =
        heardAt.get(version) ??
        (await new Promise<number>((resolve) => {
          const timer = setTimeout(() => resolve(Number.NaN), 1000);
          waiting.set(version, (at) => {
            clearTimeout(timer);
            resolve(at);
          });
        }));
      waiting.delete(version);
      if (!Number.isNaN(heard)) latencies.push(heard - sent);
    }
    latencies.sort((x, y) => x - y);
    return {
      baseline,
      one,
      two,
      scaling: two.rps / one.rps,
      wake: { samples: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
      rss_mb: { a: a.rssMb(), b: b.rssMb() },
    };
  } finally {
    await feed.close();
    await a.stop();
    await b.stop();
    await database.drop();
  }
}
