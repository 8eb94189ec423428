import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { type ClientRequest, request } from "node:http";
import { startApiProcess } from "../test/support/api-process.ts";
import { type StartedGame as BenchGame, startTwoPlayerGames } from "../test/support/started-games.ts";
import { actionRequest, resyncTurns } from "./game-bench.ts";
import { load, withDeadline } from "./load.ts";
import { median } from "./process-stats.ts";

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** An action_applied event's version: the entry fields come first in its data. */
const APPLIED = /event: action_applied\ndata: \{"seq":\d+,"kind":"action","actor":"[^"]*","version":(\d+)/g;

interface Subscriber {
  readonly req: ClientRequest;
}

/**
 * Opens one event stream and resolves once its snapshot arrived; `onApplied`
 * hears each action_applied version. Only the unparsed tail is kept.
 */
function subscribe(
  url: string,
  game: BenchGame,
  participantId: string,
  onApplied?: (version: number) => void,
): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/v1/sessions/${game.sessionId}/events`,
      { agent: false, headers: { authorization: game.auth.get(participantId) as string } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding("utf8");
        let tail = "";
        let opened = false;
        res.on("data", (chunk: string) => {
          if (!opened) {
            opened = true;
            resolve({ req });
          }
          if (!onApplied) return;
          tail += chunk;
          const cut = tail.lastIndexOf("\n\n");
          if (cut < 0) return;
          for (const match of tail.slice(0, cut).matchAll(APPLIED)) onApplied(Number(match[1]));
          tail = tail.slice(cut + 2);
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * Opens `count` streams spread over `games` (both players each) in a child
 * process, so reading them does not slow this process's load generator;
 * resolves once all are open, to the function that closes them.
 */
async function holdStreams(url: string, games: readonly BenchGame[], count: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/stream-holder.ts"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const streams = Array.from({ length: count }, (_, i) => {
    const game = games[i % games.length] as BenchGame;
    const ids = [...game.auth.keys()];
    const id = ids[Math.floor(i / games.length) % ids.length] as string;
    return { sessionId: game.sessionId, auth: game.auth.get(id) as string };
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`stream holder exited with ${code}`)));
  });
  child.stdin.write(`${JSON.stringify({ url, streams })}\n`);
  await withDeadline(`opening ${count} streams`, 120_000, () => ready).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });
  return async () => {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
}

/** Moves one at a time in `game`; for each, the delay until every one of `watchers` streams has its event. */
async function fanOutLatency(url: string, game: BenchGame, watchers: number, moves: number) {
  const waiting = new Map<number, { sent: number; left: number; done: () => void }>();
  const samples: number[] = [];
  const ids = [...game.auth.keys()];
  const onApplied = (version: number) => {
    const wait = waiting.get(version);
    if (!wait) return;
    samples.push(performance.now() - wait.sent);
    if (--wait.left === 0) wait.done();
  };
  const subscribers: Subscriber[] = [];
  for (let i = 0; i < watchers; i += 100) {
    const batch = Array.from({ length: Math.min(100, watchers - i) }, (_, j) =>
      subscribe(url, game, ids[(i + j) % ids.length] as string, onApplied),
    );
    subscribers.push(...(await Promise.all(batch)));
  }
  const auth = game.auth.get(game.mover) as string;
  const start = await fetch(`${url}/api/v1/games/${game.id}/state`, { headers: { authorization: auth } });
  let version = ((await start.json()) as { version: number }).version;
  for (let i = 0; i < moves; i++) {
    // The event often beats the HTTP answer: wait for the next version before sending.
    const next = version + 1;
    const sent = performance.now();
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      waiting.set(next, {
        sent,
        left: watchers,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
    const res = await fetch(`${url}/api/v1/games/${game.id}/actions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: game.auth.get(game.mover) as string },
      body: JSON.stringify({ action_id: randomUUID(), action_type: "roll_dice" }),
    });
    const body = (await res.json()) as { version?: number; state?: { turn?: { participant_id: string } } };
    if (res.status === 200 && body.version === next) {
      game.mover = body.state?.turn?.participant_id ?? game.mover;
      version = next;
      await heard;
    }
    waiting.delete(next);
  }
  for (const s of subscribers) s.req.destroy();
  samples.sort((a, b) => a - b);
  return { samples: samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** One round of the throughput comparison: the same pig load without streams, then with 1,000 attached. */
async function throughputRound(url: string, games: readonly BenchGame[], seconds: number, round: number) {
  await resyncTurns(url, games);
  const without = await load(`actions, no streams (round ${round})`, {
    url,
    seconds,
    requests: [actionRequest(games)],
  });
  await resyncTurns(url, games);
  const detach = await holdStreams(url, games, 1000);
  const withStreams = await load(`actions, 1,000 streams attached (round ${round})`, {
    url,
    seconds,
    requests: [actionRequest(games)],
  });
  await detach();
  return { without, withStreams, ratio: withStreams.rps / without.rps };
}

/**
 * The live stream's figures, each against a fresh API process: pig action
 * throughput with 1,000 streams attached to the games' sessions, as a ratio
 * of the same load without them (`rounds` rounds alternating the two, the
 * median ratio reported: one round swings with the machine); move sent →
 * action_applied received by every one of 1,000 streams on that session;
 * and 10,000 idle streams held (server RSS growth per stream).
 */
export async function runLiveBench(seconds: number, rounds: number) {
  // Above the 10,000 idle streams: the default per-listener cap (1,024) would refuse them.
  const server = await startApiProcess(18_381, { HTTP_MAX_CONNECTIONS: "20000" });
  try {
    const games = await startTwoPlayerGames(server.url, 400);
    const done = [];
    for (let round = 1; round <= rounds; round++)
      done.push(await throughputRound(server.url, games, seconds, round));

    const [latencyGame] = await startTwoPlayerGames(server.url, 1);
    const latency = await withDeadline("move → action_applied at 1,000 streams", 300_000, () =>
      fanOutLatency(server.url, latencyGame as BenchGame, 1000, 100),
    );

    await new Promise((r) => setTimeout(r, 500));
    const rssBefore = server.rssMb();
    const release = await holdStreams(server.url, games, 10_000);
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfter = server.rssMb();
    await release();
    return {
      rounds: done,
      ratio: median(done.map((r) => r.ratio)),
      latency,
      idle: {
        streams: 10_000,
        rss_before_mb: rssBefore,
        rss_after_mb: rssAfter,
        kb_per_stream: ((rssAfter - rssBefore) * 1024) / 10_000,
      },
    };
  } finally {
    await server.stop();
  }
}
