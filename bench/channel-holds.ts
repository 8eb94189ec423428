import { randomUUID } from "node:crypto";
import { type StartedGame, startTwoPlayerGames } from "../test/support/started-games.ts";
import { type BenchChannel, openChannel, openChannels } from "./channel-client.ts";
import { withDeadline } from "./load.ts";
import { cpuSeconds, memoryMb, percentile } from "./process-stats.ts";

const JSON_HEADERS = { "content-type": "application/json" };

/** The version an `action_applied` event frame carries: its data's entry fields come first. */
const APPLIED =
  /^\{"type":"event",[^{]*"event":"action_applied","data":\{"seq":\d+,"kind":"action","actor":"[^"]*","version":(\d+)/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POSTs JSON to the API at `url`; resolves to the answer's JSON, throws on any other status than 2xx. */
export async function post<T>(url: string, path: string, body: unknown, auth?: string): Promise<T> {
  const res = await fetch(`${url}/api/v1${path}`, {
    method: "POST",
    headers: { ...JSON_HEADERS, ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A new guest's Authorization header value. */
export const guest = async (url: string) =>
  `Guest ${(await post<{ guest_token: string }>(url, "/auth/guest", {})).guest_token}`;

/** A pig session (`body` as POST /sessions takes it) with two players in a running game and `spectators` guests who joined while it ran. */
export async function watchedSession(url: string, spectators: number, body: Record<string, unknown> = {}) {
  const host = await guest(url);
  const other = await guest(url);
  const session = await post<{ id: string; invite_code: string; participants: { id: string }[] }>(
    url,
    "/sessions",
    body,
    host,
  );
  const joined = await post<{ participant: { id: string } }>(
    url,
    "/sessions/join",
    { invite_code: session.invite_code },
    other,
  );
  const game = await post<{ id: string }>(url, `/sessions/${session.id}/games`, { plugin_id: "pig" }, host);
  const watchers = await Promise.all(Array.from({ length: spectators }, () => guest(url)));
  for (const auth of watchers) await post(url, "/sessions/join", { invite_code: session.invite_code }, auth);
  const players = new Map([
    [session.participants[0]?.id as string, host],
    [joined.participant.id, other],
  ]);
  return { sessionId: session.id, gameId: game.id, players, everyone: [host, other, ...watchers] };
}

interface Waiting {
  readonly sent: number;
  left: number;
  done(): void;
}

/** Resolves when `wait.left` reaches 0 (its done is called), or after 5 s. */
function heardByAll(waiting: Map<number, Waiting>, version: number, count: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5000);
    const sent = performance.now();
    waiting.set(version, {
      sent,
      left: count,
      done() {
        clearTimeout(timer);
        resolve();
      },
    });
  });
}

type Session = Awaited<ReturnType<typeof watchedSession>>;

/** Rolls `moves` times one at a time over the movers' connections; each waits until `watchers` heard it (or 5 s). */
async function roll(session: Session, movers: Map<string, BenchChannel>, moves: number, watch: Watch) {
  const first = movers.values().next().value as BenchChannel;
  const read = await first.request({ type: "state", game_id: session.gameId });
  let version = Number(read.body.version);
  let mover = String((read.body.turn as { participant_id: string }).participant_id);
  let applied = 0;
  for (let i = 0; i < moves; i++) {
    const next = version + 1;
    const heard = watch.expect(next);
    const result = await (movers.get(mover) as BenchChannel).request({
      type: "act",
      game_id: session.gameId,
      action_id: randomUUID(),
      action_type: "roll_dice",
    });
    if (result.status === 200) {
      mover = (result.body.state as { turn: { participant_id: string } }).turn.participant_id;
      version = Number(result.body.version);
      applied++;
      await heard;
    }
    watch.forget(next);
  }
  return applied;
}

interface Watch {
  /** Resolves once every watcher heard `version`'s action_applied (at once with none), or after 5 s. */
  expect(version: number): Promise<void>;
  forget(version: number): void;
  /** Hears one event frame. */
  readonly onEvent: (text: string) => void;
  /** Each delivery's delay, and each move's last delivery's, sorted. */
  delays(): { all: number[]; last: number[] };
}

/** Times each move's `action_applied` at each of `watchers` connections. */
function watch(watchers: number): Watch {
  const waiting = new Map<number, Waiting>();
  const all: number[] = [];
  const last: number[] = [];
  return {
    expect: (version) => (watchers === 0 ? Promise.resolve() : heardByAll(waiting, version, watchers)),
    forget: (version) => waiting.delete(version),
    onEvent(text) {
      const wait = waiting.get(Number(APPLIED.exec(text)?.[1]));
      if (!wait) return;
      const delay = performance.now() - wait.sent;
      all.push(delay);
      if (--wait.left === 0) {
        last.push(delay);
        wait.done();
      }
    },
    delays: () => ({ all: all.sort((a, b) => a - b), last: last.sort((a, b) => a - b) }),
  };
}

/** Subscribes `count` connections to the session, spread over its participants. */
function subscribers(url: string, session: Session, count: number, onEvent: (text: string) => void) {
  const auths = Array.from(
    { length: count },
    (_, i) => session.everyone[i % session.everyone.length] as string,
  );
  return openChannels(auths, async (auth) => {
    const channel = await openChannel(url, auth, onEvent);
    const result = await channel.request({ type: "subscribe", session_id: session.sessionId });
    if (result.status !== 200) throw new Error(`subscribe: ${result.status}`);
    return channel;
  });
}

/** Server CPU µs per move of `roll`. */
async function cpuPerMove(pid: number, run: () => Promise<number>) {
  const before = cpuSeconds(pid);
  const applied = await run();
  return { applied, cpuUs: ((cpuSeconds(pid) - before) * 1e6) / applied };
}

/**
 * `watchers` (1,000) connections subscribed to one pig session (its two
 * players and 50 spectators, the most a session admits, each on several
 * connections), then `moves` rolls one at a time over the mover's own
 * connection: for each, the delay from sending the `act` to each
 * connection's `action_applied`, and the server CPU per move, against the
 * same rolls before anyone subscribed.
 */
export async function fanOut(url: string, pid: number, watchers: number, moves: number) {
  const session = await watchedSession(url, 50);
  const movers = new Map<string, BenchChannel>();
  for (const [id, auth] of session.players) movers.set(id, await openChannel(url, auth));
  const alone = await cpuPerMove(pid, () => roll(session, movers, moves, watch(0)));
  const timing = watch(watchers);
  const listening = await subscribers(url, session, watchers, timing.onEvent);
  await pause(1000);
  const watched = await cpuPerMove(pid, () => roll(session, movers, moves, timing));
  for (const channel of [...listening, ...movers.values()]) channel.close();
  const { all, last } = timing.delays();
  return {
    watchers,
    participants: session.everyone.length,
    moves: watched.applied,
    deliveries: all.length,
    expected: watched.applied * watchers,
    p50_ms: percentile(all, 50),
    p99_ms: percentile(all, 99),
    all_heard_p99_ms: percentile(last, 99),
    cpu_us_per_move_unwatched: alone.cpuUs,
    cpu_us_per_move: watched.cpuUs,
    cpu_us_per_delivery: (watched.cpuUs - alone.cpuUs) / watchers,
  };
}

/** Opens one connection per seat of `games` (both players each) and subscribes it to its session. */
function subscribeSeats(url: string, games: readonly StartedGame[]) {
  const seats = games.flatMap((game) => [...game.auth.values()].map((auth) => ({ game, auth })));
  return openChannels(seats, async ({ game, auth }) => {
    const channel = await openChannel(url, auth, () => {});
    const result = await channel.request({ type: "subscribe", session_id: game.sessionId });
    if (result.status !== 200) throw new Error(`subscribe: ${result.status}`);
    return channel;
  });
}

/**
 * `connections` idle connections, each authenticated as its own guest and
 * subscribed to its session (two players a session, `connections / 2`
 * sessions): the server's RSS before and after, the CPU opening them took,
 * and the CPU they cost while idle for `idleSeconds`.
 */
export async function holdIdle(url: string, pid: number, connections: number, idleSeconds = 10) {
  const games = await startTwoPlayerGames(url, Math.ceil(connections / 2), "tic-tac-toe");
  await pause(2000);
  const before = memoryMb(pid).now;
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const channels = await withDeadline(`opening ${connections} channels`, 300_000, () =>
    subscribeSeats(url, games),
  );
  const openSeconds = (performance.now() - started) / 1000;
  const openCpu = cpuSeconds(pid) - cpuBefore;
  await pause(2000);
  const after = memoryMb(pid).now;
  const idleCpuBefore = cpuSeconds(pid);
  await pause(idleSeconds * 1000);
  const idleCpu = cpuSeconds(pid) - idleCpuBefore;
  const afterIdle = memoryMb(pid);
  for (const channel of channels) channel.close();
  return {
    connections: channels.length,
    sessions: games.length,
    rss_before_mb: before,
    rss_after_mb: after,
    rss_after_idle_mb: afterIdle.now,
    peak_rss_mb: afterIdle.peak,
    kb_per_connection: ((after - before) * 1024) / channels.length,
    open_seconds: openSeconds,
    open_cpu_us_per_connection: (openCpu * 1e6) / channels.length,
    idle_seconds: idleSeconds,
    idle_cpu_percent: (100 * idleCpu) / idleSeconds,
  };
}
