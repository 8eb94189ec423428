import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Principal } from "../src/auth/principal.ts";
import { parseConfig } from "../src/config.ts";
import { createCore } from "../src/core.ts";
import { migrateToLatest, openStore } from "../src/db/open-database.ts";
import type { Store } from "../src/db/store.ts";
import { strategyFor } from "../src/games/computer-strategies.ts";
import type { ActionType, GameAction } from "../src/games/contract.ts";
import type { StateDocument } from "../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../src/games/rng.ts";
import { captionOf, writeFigureBlocks } from "./figure-blocks.ts";
import { type AsyncResult, asyncBlock, asyncTable } from "./figures/async-figures.ts";

/**
 * `npm run bench:async [-- --games N]`: N (1,000) correspondence games of pig, yacht and
 * ludo, 2–4 seats each, on a days clock (a day a move, stand-ins), in process on a SQLite
 * file under a fake clock. People move after minutes to hours; 20% stop at one of their
 * turns, half of those come back (the "I'm back" button, or a move). When nobody is about
 * to move, the clock jumps to the next deadline and two sweepers (two connections, as two
 * processes) settle what is due. One seeded generator draws every choice, so a run
 * repeats. Every game's audit is then checked for stand-in moves applied twice.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.parse("2026-01-05T09:00:00Z");
const HORIZON_DAYS = 365;
const PLUGINS = ["pig", "yacht", "ludo"] as const;
const CLOCK = { time_control: { kind: "days", days_per_move: 1 }, on_timeout: "stand_in" } as const;
const IDLE_SHARE = 0.2;
const COME_BACK_SHARE = 0.5;
/** An idle-bound player stops at their own turn 1..this: about a seat's turns in a game (easy play, 2–4 seats). */
const IDLE_TURNS: Readonly<Record<string, number>> = { pig: 9, yacht: 13, ludo: 75 };

const arg = process.argv.indexOf("--games");
const gameCount = arg > 0 ? Number(process.argv[arg + 1]) : 1000;
if (!Number.isInteger(gameCount) || gameCount < 1) throw new Error("--games takes a whole number ≥ 1");

/** mulberry32: a small seeded generator, so the run repeats. */
let seed = 41;
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const between = (low: number, high: number) => low + (high - low) * random();
/** A person's time to answer when their turn comes: 5 minutes to 16 hours, log-uniform. */
const thinkTime = () => Math.exp(between(Math.log(5 * MINUTE), Math.log(16 * HOUR)));
const humanRng = createRng(rngStateFromSeed("async-bench/people"));
const newSeed = () => [random(), random()].map((x) => Math.floor(x * 2 ** 52).toString(16)).join("");

const file = join(mkdtempSync(join(tmpdir(), "async-bench-")), "game.db");
const config = parseConfig({ DATABASE_FILE: file });
const store = openStore(file);
await migrateToLatest(store);
let nowMs = START;
const coreOn = (store: Store) =>
  createCore({ config, store, jwtSecret: "bench".repeat(8), now: () => nowMs, newSeed });
/** The players' core, and a second process's on a connection of its own: both sweep, racing for each due turn. */
const sweepers = [coreOn(store), coreOn(openStore(file))] as const;
const [core] = sweepers;

interface Seat {
  readonly principal: Principal;
  readonly id: string;
  /** The own turn at which the player stops moving; null: never. */
  readonly idleAtTurn: number | null;
  readonly comesBackBy: "reclaim" | "move" | null;
  turns: number;
  idle: boolean;
  returned: boolean;
  returnAt: number;
}

type EventKind = "move" | "due" | "return";
interface Table {
  readonly id: string;
  readonly plugin: string;
  readonly seats: Seat[];
  doc: StateDocument;
  /** When the person to move moves, planned once per version. */
  moveAt: number;
  plannedVersion: number;
  next: { readonly at: number; readonly kind: EventKind; readonly seat: Seat } | null;
}

const tally = { humanMoves: 0, refused: 0, wentIdle: 0, cameBack: 0, stillHeld: 0 };
const problems: string[] = [];

/** A new guest, signed in (a fresh guest token always authenticates). */
const guest = async (name: string) =>
  (await core.auth.authenticate("Guest", (await core.auth.createGuest(name)).guest_token)) as Principal;

/** Whether a new player will go idle, at which of their turns, and how they will come back. */
function seatPlan(plugin: string) {
  const idle = random() < IDLE_SHARE;
  const idleAtTurn = idle ? 1 + Math.floor(random() * (IDLE_TURNS[plugin] ?? 10)) : null;
  const by = idle && random() < COME_BACK_SHARE ? (random() < 0.5 ? "reclaim" : "move") : null;
  return { idleAtTurn, comesBackBy: by, turns: 0, idle: false, returned: false, returnAt: Infinity } as const;
}

const seatById = (t: Table, id: string) => t.seats.find((s) => s.id === id) as Seat;
const playerOf = (doc: StateDocument, seat: Seat) => doc.players.find((p) => p.participant_id === seat.id);

/** The game as its mover sees it (so allowed_actions are theirs): `known`, when it already is that. */
async function current(id: string, seats: readonly Seat[], known?: StateDocument): Promise<StateDocument> {
  const doc = known ?? (await core.games.state((seats[0] as Seat).principal, id));
  const mover = doc.turn && seats.find((s) => s.id === doc.turn?.participant_id);
  return mover && doc.allowed_actions.length === 0 ? core.games.state(mover.principal, id) : doc;
}
const refresh = async (t: Table, known?: StateDocument) => {
  t.doc = await current(t.id, t.seats, known);
};

async function openTable(i: number): Promise<Table> {
  const plugin = PLUGINS[i % PLUGINS.length] as string;
  const size = 2 + Math.floor(random() * 3);
  const host = await guest(`Host ${i}`);
  const session = await core.sessions.create(host, { max_players: size, ...CLOCK });
  const seats: Seat[] = [{ principal: host, id: session.participants[0]?.id as string, ...seatPlan(plugin) }];
  for (let s = 1; s < size; s++) {
    const principal = await guest(`Player ${i}.${s}`);
    const { participant } = await core.sessions.join(principal, { invite_code: session.invite_code });
    seats.push({ principal, id: participant.id, ...seatPlan(plugin) });
  }
  const { id } = await core.games.start(host, session.id, plugin);
  return { id, plugin, seats, doc: await current(id, seats), moveAt: 0, plannedVersion: -1, next: null };
}

/** The player stops moving (and picks when they will be back); their turn waits for its deadline. */
function goIdle(seat: Seat, due: Table["next"]): Table["next"] {
  seat.idle = true;
  if (seat.comesBackBy) seat.returnAt = nowMs + between(HOUR, 3 * DAY);
  tally.wentIdle++;
  return due;
}

/** The next thing on the turn: the person's move, or the deadline the sweep meets. */
function turnEvent(t: Table): Table["next"] {
  const turn = t.doc.turn;
  if (!turn) return null;
  const seat = seatById(t, turn.participant_id);
  const player = t.doc.players[turn.seat];
  const due = turn.deadline === null ? null : { at: Date.parse(turn.deadline), kind: "due" as const, seat };
  if (player?.stand_in || player?.forfeited || seat.idle) return due;
  if (t.plannedVersion !== t.doc.version) {
    const continuing = t.doc.last_action?.participant_id === seat.id;
    if (!continuing && !seat.returned && ++seat.turns === seat.idleAtTurn) return goIdle(seat, due);
    // Someone present answers before the deadline, a player back to a turn well under way included.
    const latest = Math.max(nowMs, (due?.at ?? Infinity) - MINUTE);
    t.moveAt = Math.min(latest, nowMs + (continuing ? between(10_000, 3 * MINUTE) : thinkTime()));
    t.plannedVersion = t.doc.version;
  }
  return { at: t.moveAt, kind: "move", seat };
}

/** Sets the table's next event: the turn's, or an earlier return of an idle player. */
function plan(t: Table): void {
  t.next = t.doc.status === "running" ? turnEvent(t) : null;
  if (t.doc.status !== "running") return;
  for (const seat of t.seats)
    if (seat.idle && seat.returnAt < (t.next?.at ?? Infinity))
      t.next = { at: seat.returnAt, kind: "return", seat };
}

/** An easy computer's choice stands in for a person's. */
function choose(t: Table): GameAction {
  const { board, turn, players, allowed_actions } = t.doc;
  const strategy = strategyFor(t.plugin, "easy");
  if (!strategy) return { action_type: allowed_actions[0]?.action_type ?? "pass", payload: {} };
  const scores = players.map((p) => p.score);
  return strategy({ board, turn: turn?.seat ?? null, scores, allowed_actions }, humanRng);
}

async function move(t: Table, seat: Seat): Promise<void> {
  const action = choose(t);
  const input = { action_id: randomUUID(), ...action, action_type: action.action_type as ActionType };
  const { outcome } = await core.games.act(seat.principal, t.id, input, { channel: "web" });
  tally.humanMoves++;
  if (outcome.ok) return refresh(t, outcome.state);
  tally.refused++;
  problems.push(`${t.plugin} game ${t.id} v${t.doc.version}: ${action.action_type} refused: ${outcome.code}`);
  return refresh(t);
}

/** Calls the sweep until nothing is due, as the server's timer would. */
async function settle(t: Table): Promise<void> {
  const sweep = async () =>
    (await Promise.all(sweepers.map((c) => c.clocks.expireDueTurns()))).some((n) => n > 0);
  for (let rounds = 0; await sweep(); rounds++) if (rounds > 1e5) throw new Error("the sweep never ran dry");
  return refresh(t);
}

/** An idle player is back: with the button, or by moving (out of turn, the stand-in keeps every turn). */
async function comeBack(t: Table, seat: Seat): Promise<void> {
  Object.assign(seat, { idle: false, returned: true, returnAt: Infinity });
  tally.cameBack++;
  if (!playerOf(t.doc, seat)?.stand_in) return refresh(t);
  const roll = { action_id: randomUUID(), action_type: "roll_dice", payload: {} } as const;
  if (seat.comesBackBy === "reclaim") await core.clocks.reclaim(seat.principal, t.id, "web");
  else await core.games.act(seat.principal, t.id, roll, { channel: "web" });
  await refresh(t);
  if (playerOf(t.doc, seat)?.stand_in) {
    tally.stillHeld++;
    problems.push(`${t.plugin} game ${t.id}: coming back by ${seat.comesBackBy} left the stand-in in place`);
  }
}

const handlers: Readonly<Record<EventKind, typeof move>> = { move, due: settle, return: comeBack };

/** Plays events in time order until every game ends or the horizon passes; the last event's time. */
async function simulate(tables: Table[]): Promise<number> {
  const horizon = START + HORIZON_DAYS * DAY;
  let live = tables.filter((t) => t.next);
  for (;;) {
    let first: Table | undefined;
    for (const t of live) if (t.next && (!first || t.next.at < (first.next?.at ?? 0))) first = t;
    const event = first?.next;
    if (!first || !event || event.at > horizon) return nowMs;
    nowMs = Math.max(nowMs, event.at);
    await handlers[event.kind](first, event.seat);
    plan(first);
    if (!first.next) live = live.filter((t) => t !== first);
  }
}

/** A game's audit: stand-in entries whose version repeats or does not rise, applied moves not one after another, reclaims. */
async function auditOf(t: Table, sums: Record<"standIn" | "doubled" | "outOfOrder" | "reclaims", number>) {
  const flagged = sums.doubled + sums.outOfOrder;
  let lastStandIn = -1;
  let lastVersion = 0;
  for (const e of await core.games.audit((t.seats[0] as Seat).principal, t.id)) {
    if (e.kind === "seat_reclaimed") sums.reclaims++;
    if (e.kind === "game_started") lastVersion = e.version ?? 0;
    if (e.kind !== "action" || e.outcome !== "applied") continue;
    if (e.version !== lastVersion + 1) sums.outOfOrder++;
    lastVersion = e.version ?? lastVersion;
    if (e.channel !== "stand_in") continue;
    sums.standIn++;
    if (e.version === null || e.version <= lastStandIn) sums.doubled++;
    lastStandIn = e.version ?? lastStandIn;
  }
  if (sums.doubled + sums.outOfOrder > flagged)
    problems.push(`${t.plugin} game ${t.id}: audit ${JSON.stringify(sums)} (running totals)`);
}

function describeStuck({ id, plugin, doc, seats }: Table): string {
  const how = seats.map((s) => [s.idle ? "idle" : "person", playerOf(doc, s)?.stand_in ? "stand-in" : "-"]);
  return `stuck: ${plugin} game ${id} v${doc.version}, turn ${JSON.stringify(doc.turn)}, seats ${how.join(" ")}`;
}

/** What the core itself counted as its clocks acted (its metrics), to compare with the audit. */
const counted = async (name: "standInMoves" | "seatReclaims") => {
  const values = (await Promise.all(sweepers.map((c) => c.metrics[name].get()))).flatMap((m) => m.values);
  return values.reduce((n, v) => n + v.value, 0);
};

const setupStart = performance.now();
const tables: Table[] = [];
for (let i = 0; i < gameCount; i++) tables.push(await openTable(i));
for (const t of tables) plan(t);
const simulateStart = performance.now();
const cpuStart = process.cpuUsage();
const lastEventMs = await simulate(tables);
const cpu = process.cpuUsage(cpuStart);
const auditStart = performance.now();
const sums = { standIn: 0, doubled: 0, outOfOrder: 0, reclaims: 0 };
for (const t of tables) await auditOf(t, sums);
const auditMs = performance.now() - auditStart;
const stuck = tables.filter((t) => t.doc.status === "running");
for (const t of stuck) problems.push(describeStuck(t));
for (const c of sweepers) await c.close();
rmSync(dirname(file), { recursive: true, force: true });

const result: AsyncResult = {
  ...sums,
  ...tally,
  games: gameCount,
  seats: tables.reduce((n, t) => n + t.seats.length, 0),
  filled: tables.filter((t) => t.doc.status === "finished" && !t.doc.players.some((p) => p.forfeited)).length,
  stuck: stuck.length,
  horizonDays: HORIZON_DAYS,
  forfeits: tables.reduce((n, t) => n + t.doc.players.filter((p) => p.forfeited).length, 0),
  sweepCounted: { standIn: await counted("standInMoves"), reclaims: await counted("seatReclaims") },
  simulatedDays: (lastEventMs - START) / DAY,
  setupMs: simulateStart - setupStart,
  simulateMs: auditStart - simulateStart,
  simulateCpuMs: (cpu.user + cpu.system) / 1000,
  auditMs,
};
console.log(asyncTable(result));
const shown = problems.length > 20 ? [...problems.slice(0, 20), `… ${problems.length - 20} more`] : problems;
for (const line of shown) console.log(line);
const command = gameCount === 1000 ? "npm run bench:async" : `npm run bench:async -- --games ${gameCount}`;
writeFigureBlocks({ "docs/benchmarks.md": [asyncBlock(result, captionOf(command))] });
