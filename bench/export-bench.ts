import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { createApp } from "../api/create-app.ts";
import type { Principal } from "../src/auth/principal.ts";
import { parseConfig } from "../src/config.ts";
import { createCore } from "../src/core.ts";
import { migrateToLatest, openStore } from "../src/db/open-database.ts";
import { strategyFor } from "../src/games/computer-strategies.ts";
import type { ActionType } from "../src/games/contract.ts";
import type { StateDocument } from "../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../src/games/rng.ts";
import { captionOf, writeFigureBlocks } from "./figure-blocks.ts";
import { type ExportResult, exportBlock, exportSummary } from "./figures/export-figures.ts";
import { median } from "./process-stats.ts";

/**
 * `npm run bench:export`: issue 42's target, "GET /users/me/export answers
 * within 2 s for a player with 1,000 games". One player, the subject, plays
 * 1,000 two-seat games to their end through the core's use cases, each in a
 * session of its own against a new guest (hosting every other one): tic-tac-toe,
 * with one game in a hundred of pig and one of yacht, so the subject holds
 * three ratings rows. Every move is the easy computer's choice from the mover's
 * allowed actions. Then the export is timed through the API (1 warm-up, 5 runs)
 * and in the core alone, and the subject's erasure (`DELETE /users/me`) once,
 * after which a sample of their opponents' games must still replay as verified.
 * SQLite in a temp file, a fake clock. Writes docs/benchmarks.md.
 * `BENCH_GAMES` sets the number of games; `BENCH_LOG=error` shows the API's errors.
 */
const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const RUNS = 5;
/** The opponents' games replayed after the erasure: tic-tac-toe either seat, pig, yacht. */
const SAMPLE = [0, 50, 99, 501, 998] as const;
const START = Date.parse("2026-06-01T09:00:00Z");
const pluginOf = (i: number) => (i % 100 === 50 ? "pig" : i % 100 === 99 ? "yacht" : "tic-tac-toe");

const dir = mkdtempSync(join(tmpdir(), "export-bench-"));
const file = join(dir, "game.db");
const config = parseConfig({ DATABASE_FILE: file, RATE_LIMIT_ADDRESS_MAX: "1000000" });
const store = openStore(file);
await migrateToLatest(store);
let nowMs = START;
const core = createCore({ config, store, jwtSecret: "bench".repeat(9), now: () => nowMs });
const app = await createApp({ core, config, logger: pino({ level: process.env.BENCH_LOG ?? "silent" }) });
const rng = createRng(rngStateFromSeed("export-bench/moves"));

interface Player {
  readonly principal: Principal;
  readonly auth: string;
}

/** A new guest, signed in, with its Authorization header. */
async function guest(name: string): Promise<Player> {
  const token = (await core.auth.createGuest(name)).guest_token;
  const principal = await core.auth.authenticate("Guest", token);
  if (!principal) throw new Error(`guest ${name} did not authenticate`);
  return { principal, auth: `Guest ${token}` };
}

/** One request through the API as `auth`. */
const call = (auth: string, method: "GET" | "DELETE", url: string) =>
  app.inject({ method, url, headers: { authorization: auth } });

/** The easy computer's choice for the seat to move, from its allowed actions. */
function choose(plugin: string, doc: StateDocument) {
  const strategy = strategyFor(plugin, "easy");
  if (!strategy) throw new Error(`no strategy for ${plugin}`);
  const view = {
    board: doc.board,
    turn: doc.turn?.seat ?? null,
    scores: doc.players.map((p) => p.score),
    allowed_actions: doc.allowed_actions,
  };
  const action = strategy(view, rng);
  return { action_id: randomUUID(), ...action, action_type: action.action_type as ActionType };
}

/** Plays the game to its end, each seat moving in turn; answers the number of moves. */
async function playOut(plugin: string, gameId: string, seats: readonly Player[]): Promise<number> {
  let doc = await core.games.state((seats[0] as Player).principal, gameId);
  let moves = 0;
  while (doc.status === "running") {
    const mover = seats.find((_, seat) => seat === doc.turn?.seat) as Player;
    if (doc.allowed_actions.length === 0) doc = await core.games.state(mover.principal, gameId);
    nowMs += 20_000;
    const { outcome } = await core.games.act(mover.principal, gameId, choose(plugin, doc), {
      channel: "web",
    });
    if (!outcome.ok) throw new Error(`${plugin} game ${gameId}: move refused: ${outcome.code}`);
    doc = outcome.state;
    moves++;
  }
  return moves;
}

/** Game `i`: a session of two, the subject hosting every other one, played to its end. */
async function playGame(i: number, subject: Player) {
  const opponent = await guest(`Opponent ${i}`);
  const [host, guestSeat] = i % 2 === 0 ? [subject, opponent] : [opponent, subject];
  const session = await core.sessions.create(host.principal, { max_players: 2 });
  await core.sessions.join(guestSeat.principal, { invite_code: session.invite_code });
  const plugin = pluginOf(i);
  const { id } = await core.games.start(host.principal, session.id, plugin);
  const moves = await playOut(plugin, id, [host, guestSeat]);
  nowMs += 5 * 60_000;
  return { id, opponent, moves };
}

/** The subject and their GAMES finished games; the opponents' games, to check after the erasure. */
async function seed() {
  const started = performance.now();
  const subject = await guest("The Subject");
  const others: { id: string; opponent: Player }[] = [];
  let moves = 0;
  for (let i = 0; i < GAMES; i++) {
    const game = await playGame(i, subject);
    moves += game.moves;
    others.push(game);
  }
  return { subject, others, moves, seedMs: performance.now() - started };
}

/** The export through the API: one warm-up, then RUNS timed; the last document's body. */
async function timeExport(auth: string) {
  const times: number[] = [];
  let body = "";
  for (let run = 0; run <= RUNS; run++) {
    const t = performance.now();
    const res = await call(auth, "GET", "/api/v1/users/me/export");
    if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
    if (run > 0) times.push(performance.now() - t);
    body = res.body;
  }
  return { times: times.sort((a, b) => a - b), body };
}

/** The same document built in the core alone (no serialising, no HTTP), RUNS times. */
async function timeCoreExport(subject: Principal): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    await core.privacy.exportMine(subject);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** The document's parts the bench checks. */
function countsOf(body: string) {
  const doc = JSON.parse(body) as Record<"sessions" | "ratings" | "history", unknown[]> & {
    games: { moves: unknown[] }[];
  };
  const moves = doc.games.reduce((n, g) => n + g.moves.length, 0);
  if (doc.games.length !== GAMES) throw new Error(`the export holds ${doc.games.length} games, not ${GAMES}`);
  return {
    games: doc.games.length,
    sessions: doc.sessions.length,
    ratings: doc.ratings.length,
    history: doc.history.length,
    moves,
  };
}

/** `DELETE /users/me` once, timed; on a refusal, the core's own error for the same call. */
async function erase(subject: Player) {
  const t = performance.now();
  const res = await call(subject.auth, "DELETE", "/api/v1/users/me");
  const eraseMs = performance.now() - t;
  if (res.statusCode === 204) {
    const after = await call(subject.auth, "GET", "/api/v1/users/me");
    if (after.statusCode !== 401) throw new Error(`the erased subject still answers ${after.statusCode}`);
    return { eraseMs, eraseStatus: res.statusCode, eraseError: null };
  }
  const eraseError = await core.privacy.eraseMe(subject.principal).then(
    () => "none when called again in the core",
    (error: Error) => `${error.name}: ${error.message}`,
  );
  console.log(`erasure answered ${res.statusCode}: ${eraseError}`);
  return { eraseMs, eraseStatus: res.statusCode, eraseError };
}

/** How many of the sampled opponents' games replay as verified. */
async function verifiedReplays(others: readonly { id: string; opponent: Player }[]): Promise<number> {
  let verified = 0;
  for (const i of SAMPLE) {
    const { id, opponent } = others[i % others.length] as (typeof others)[number];
    const replay = await call(opponent.auth, "GET", `/api/v1/games/${id}/replay`);
    if (replay.statusCode === 200 && (replay.json() as { verified: boolean }).verified) verified++;
  }
  return verified;
}

const seeded = await seed();
console.log(`seeded ${GAMES} games (${seeded.moves} moves) in ${(seeded.seedMs / 1000).toFixed(1)} s`);
const api = await timeExport(seeded.subject.auth);
const inCore = await timeCoreExport(seeded.subject.principal);
const counts = countsOf(api.body);
const erasure = await erase(seeded.subject);
const verified = await verifiedReplays(seeded.others);
await app.close();
await store.close();
rmSync(dir, { recursive: true, force: true });

const result: ExportResult = {
  ...counts,
  seededMoves: seeded.moves,
  seedMs: seeded.seedMs,
  runs: RUNS,
  median: median(api.times),
  max: api.times.at(-1) as number,
  coreMedian: median(inCore),
  bytes: Buffer.byteLength(api.body),
  ...erasure,
  verified,
  sample: SAMPLE.length,
};
console.log(exportSummary(result));
writeFigureBlocks({
  "docs/benchmarks.md": [
    exportBlock(result, captionOf(`${GAMES === 1000 ? "" : `BENCH_GAMES=${GAMES} `}npm run bench:export`)),
  ],
});
