import { randomUUID } from "node:crypto";
import { type BenchChannel, openChannel, openChannels } from "./channel-client.ts";
import { guest, watchedSession } from "./channel-holds.ts";
import { withDeadline } from "./load.ts";
import { memoryMb, percentile } from "./process-stats.ts";

// A featured game and the crowd that watches it without joining: the
// parts of bench/watch-bench.ts, each reading only what it times.

/** The version of an `action_applied` event, on either wire: its data's entry fields come first. */
const APPLIED = /"event":"action_applied","data":\{"seq":\d+,"kind":"action","actor":"[^"]*","version":(\d+)/;
const SSE_APPLIED =
  /event: action_applied\ndata: \{"seq":\d+,"kind":"action","actor":"[^"]*","version":(\d+)/g;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` guests, made 100 at a time. */
export async function guests(url: string, count: number): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i < count; i += 100)
    made.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => guest(url)))));
  return made;
}

/** A public pig table with its two players in a running game. */
export const publicGame = (url: string) =>
  watchedSession(url, 0, { visibility: "public", plugin_id: "pig", max_players: 2 });

export type PublicGame = Awaited<ReturnType<typeof publicGame>>;

/** Milliseconds on a clock every process of this machine shares (performance.now() is per process). */
export const wallMs = () => performance.timeOrigin + performance.now();

/**
 * When each move was sent (wallMs, from the process that sent it), and when
 * each watcher heard its action_applied; `onAll` hears a version once
 * `watchers` heard it. A delay is taken at the end: a watcher may hear a move
 * before this process has read when it was sent.
 */
export function deliveryClock(watchers: number, onAll: (version: number) => void) {
  const sent = new Map<number, number>();
  const heard = new Map<number, number[]>();
  const hear = (version: number) => {
    const times = heard.get(version) ?? [];
    times.push(wallMs());
    heard.set(version, times);
    if (times.length === watchers) onAll(version);
  };
  return {
    sent: (version: number, at: number) => sent.set(version, at),
    /** Hears a channel event frame. */
    onFrame: (text: string) => {
      const version = APPLIED.exec(text)?.[1];
      if (version) hear(Number(version));
    },
    /** Hears an SSE chunk (whole events: the server writes each event in one piece). */
    onChunk: (text: string) => {
      for (const match of text.matchAll(SSE_APPLIED)) hear(Number(match[1]));
    },
    /** Each delivery's delay, sorted: moves never sent (by this bench) are left out. */
    delays: () =>
      [...heard]
        .flatMap(([version, times]) => {
          const at = sent.get(version);
          return at === undefined ? [] : times.map((time) => time - at);
        })
        .sort((a, b) => a - b),
  };
}

export type DeliveryClock = ReturnType<typeof deliveryClock>;

/** Channel connections, one per guest, authenticated and not yet subscribed. */
export const channelConnections = (url: string, auths: readonly string[], clock: DeliveryClock) =>
  openChannels(auths, (auth) => openChannel(url, auth, clock.onFrame));

/** Subscribes every connection to the session, 200 at a time. */
export async function subscribeAll(channels: readonly BenchChannel[], sessionId: string) {
  for (let i = 0; i < channels.length; i += 200)
    await Promise.all(
      channels.slice(i, i + 200).map(async (channel) => {
        const result = await channel.request({ type: "subscribe", session_id: sessionId });
        if (result.status !== 200)
          throw new Error(`subscribe: ${result.status} ${JSON.stringify(result.body)}`);
      }),
    );
}

/** One event stream read through fetch, resolved once its snapshot arrived, to what closes it. */
async function openStream(url: string, sessionId: string, auth: string, clock: DeliveryClock) {
  const closer = new AbortController();
  const res = await fetch(`${url}/api/v1/sessions/${sessionId}/events`, {
    headers: { authorization: auth },
    signal: closer.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const chunks = res.body.pipeThrough(new TextDecoderStream()).getReader();
  await chunks.read();
  void (async () => {
    for (let next = await chunks.read(); !next.done; next = await chunks.read()) clock.onChunk(next.value);
  })().catch(() => {});
  return closer;
}

/** Event streams, one per guest, 100 opening at a time; resolves to what closes each. */
export async function streamWatchers(
  url: string,
  sessionId: string,
  auths: readonly string[],
  clock: DeliveryClock,
) {
  const opened: AbortController[] = [];
  for (let i = 0; i < auths.length; i += 100)
    opened.push(
      ...(await Promise.all(auths.slice(i, i + 100).map((auth) => openStream(url, sessionId, auth, clock)))),
    );
  return opened;
}

/**
 * Rolls `moves` times one at a time over the movers' own connections; before
 * each, `sent` is told its version and when, and after it `heard` must
 * resolve (every watcher heard it). Returns each move's round trip to its
 * mover, sorted.
 */
export async function rollWatched(
  game: PublicGame,
  movers: ReadonlyMap<string, BenchChannel>,
  moves: number,
  sent: (version: number, at: number) => void,
  heard: (version: number) => Promise<void>,
) {
  const first = movers.values().next().value as BenchChannel;
  const read = await first.request({ type: "state", game_id: game.gameId });
  let version = Number(read.body.version);
  let mover = String((read.body.turn as { participant_id: string }).participant_id);
  const trips: number[] = [];
  for (let i = 0; i < moves; i++) {
    const all = heard(version + 1);
    sent(version + 1, wallMs());
    const started = performance.now();
    const result = await (movers.get(mover) as BenchChannel).request({
      type: "act",
      game_id: game.gameId,
      action_id: randomUUID(),
      action_type: "roll_dice",
    });
    if (result.status !== 200) throw new Error(`act: ${result.status} ${JSON.stringify(result.body)}`);
    trips.push(performance.now() - started);
    mover = (result.body.state as { turn: { participant_id: string } }).turn.participant_id;
    version = Number(result.body.version);
    await withDeadline("a move reaching every watcher", 5000, () => all).catch(() => {});
  }
  return trips.sort((a, b) => a - b);
}

/** The server's resident set now, after a pause for the heap to settle. */
export async function settledRssMb(pid: number): Promise<number> {
  await pause(3000);
  return memoryMb(pid).now;
}

export { percentile };
