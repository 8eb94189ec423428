import { execFileSync, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { startApiProcess } from "../test/support/api-process.ts";
import { type BenchChannel, openChannel } from "./channel-client.ts";
import { writeFigureBlocks } from "./figure-blocks.ts";
import { withDeadline } from "./load.ts";
import { guests, pause, percentile, publicGame, rollWatched, settledRssMb } from "./watch-crowd.ts";
import { watchMarkdown } from "./watch-figures.ts";

/**
 * `npm run bench:watch`: one featured game watched by a crowd (issue 53's
 * spectator targets), on a fresh compiled API process over a fresh SQLite
 * file. A public pig game; its two players roll BENCH_WATCH_MOVES (50) times
 * one at a time over their own channel connections, first unwatched, then
 * with BENCH_WATCH_CHANNEL (10,000) channel subscribers and BENCH_WATCH_SSE
 * (1,000) event streams, each its own guest watching without joining, held
 * in a child process (watch-crowd-holder.ts) so their reading never delays
 * the players'. Prints each move's delay to every watcher (p50, p99; target
 * p99 ≤ 250 ms), the players' move round trip p99 watched against unwatched
 * (target ≤ 2×), the server's RSS per idle channel subscription on top of
 * its connection (target ≤ 10 KB), per idle event stream and per idle
 * watcher in all, and `spectators`
 * as the state counts them. Writes the `watch` block of docs/benchmarks.md,
 * its caption naming the crowd. A small trial:
 * BENCH_WATCH_CHANNEL=200 BENCH_WATCH_SSE=20 BENCH_WATCH_MOVES=10.
 * BENCH_NODE_ARGS adds Node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=prof`),
 * BENCH_HOLDER_ARGS to the crowd's process.
 */
const channelCount = Number(process.env.BENCH_WATCH_CHANNEL ?? 10_000);
const sseCount = Number(process.env.BENCH_WATCH_SSE ?? 1000);
const moves = Number(process.env.BENCH_WATCH_MOVES ?? 50);
const port = Number(process.env.BENCH_PORT ?? 18_186);
const watchers = channelCount + sseCount;
const flags = (name: string) => process.env[name]?.split(" ").filter(Boolean) ?? [];
const nodeArgs = flags("BENCH_NODE_ARGS");

/** Above the crowd's connections (the default per-listener cap, 1,024, would refuse them). */
const SERVER_ENV = { HTTP_MAX_CONNECTIONS: String(watchers + 1000) };

/** The crowd's child process: `ask` sends a message and waits for the answer that has `key`. */
function crowdHolder() {
  const child = spawn(
    process.execPath,
    [...flags("BENCH_HOLDER_ARGS"), "--import", "tsx", "bench/watch-crowd-holder.ts"],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const heard = new Map<number, () => void>();
  const answers = new Map<string, (message: Record<string, unknown>) => void>();
  createInterface({ input: child.stdout }).on("line", (line) => {
    const message = JSON.parse(line) as Record<string, unknown>;
    if (typeof message.heard === "number") heard.get(message.heard)?.();
    else for (const [key, answer] of answers) if (key in message) answer(message);
  });
  const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
  return {
    ask: (message: unknown, key: string) =>
      new Promise<Record<string, unknown>>((resolve) => {
        answers.set(key, resolve);
        send(message);
      }),
    sent: (version: number, at: number) => send({ sent: version, at }),
    heard: (version: number) => new Promise<void>((resolve) => heard.set(version, resolve)),
    close: () => child.stdin.end(),
  };
}

execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
const server = await startApiProcess(port, SERVER_ENV, nodeArgs);
const crowd = crowdHolder();
try {
  const { url, pid } = server;
  const game = await publicGame(url);
  const movers = new Map<string, BenchChannel>();
  for (const [id, auth] of game.players) movers.set(id, await openChannel(url, auth));
  const none = async () => {};
  await rollWatched(game, movers, 10, () => {}, none); // the first moves compile the path: left out
  const unwatched = await rollWatched(game, movers, moves, () => {}, none);

  const auths = await guests(url, watchers);
  const open = {
    url,
    sessionId: game.sessionId,
    channels: auths.slice(0, channelCount),
    streams: auths.slice(channelCount),
  };
  const before = await settledRssMb(pid);
  await withDeadline("connecting the crowd", 600_000, () => crowd.ask({ open }, "connected"));
  const connected = await settledRssMb(pid);
  await withDeadline("subscribing the crowd", 600_000, () => crowd.ask({ subscribe: true }, "subscribed"));
  const subscribed = await settledRssMb(pid);
  await withDeadline("opening the streams", 300_000, () => crowd.ask({ stream: true }, "streaming"));
  const streaming = await settledRssMb(pid);
  await pause(1500); // outsiders' presence settles once a second
  const first = movers.values().next().value as BenchChannel;
  const counted = await first.request({ type: "state", game_id: game.gameId });
  const watched = await rollWatched(game, movers, moves, crowd.sent, crowd.heard);
  const delivery = await crowd.ask({ report: true }, "deliveries");
  const figures = {
    channel_subscribers: channelCount,
    sse_streams: sseCount,
    spectators_counted: counted.body.spectators,
    moves,
    deliveries: delivery.deliveries,
    expected_deliveries: moves * watchers,
    delivery_p50_ms: delivery.p50_ms,
    delivery_p99_ms: delivery.p99_ms,
    move_p99_unwatched_ms: percentile(unwatched, 99),
    move_p99_watched_ms: percentile(watched, 99),
    move_p99_ratio: percentile(watched, 99) / percentile(unwatched, 99),
    rss_before_mb: before,
    rss_connected_mb: connected,
    rss_subscribed_mb: subscribed,
    rss_streaming_mb: streaming,
    kb_per_idle_subscription: ((subscribed - connected) * 1024) / channelCount,
    kb_per_idle_stream: ((streaming - subscribed) * 1024) / sseCount,
    kb_per_idle_watcher: ((streaming - before) * 1024) / watchers,
  };
  console.log(JSON.stringify(figures, null, 2));
  writeFigureBlocks({ "docs/benchmarks.md": [{ name: "watch", markdown: watchMarkdown(figures) }] });
  for (const channel of movers.values()) channel.close();
} finally {
  crowd.close();
  await server.stop();
}
