/** The moves, budgets and checks of the rules' property tests (properties.test.ts). */
import assert from "node:assert/strict";
import fc from "fast-check";
import type { AllowedAction, GameAction, GamePlugin, Rng } from "../../src/games/contract.ts";
import type { LiarsDiceState } from "../../src/games/liars-dice/liars-dice-state.ts";
import type { KnownGame } from "../../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { YACHT_CATEGORIES } from "../../src/games/yacht/yacht-categories.ts";
import { seats } from "./helpers.ts";

type Step = readonly [kind: number, a: number, b: number, c: number];
export interface Move {
  readonly actor: string;
  readonly action: GameAction;
  readonly legal: boolean;
}

export const REJECTION_CODES = [
  "not_your_turn",
  "invalid_phase",
  "invalid_action",
  "invalid_payload",
  "game_over",
];
const ODD_TYPES = ["roll_dice", "choose_cell", "pass", "forfeit", "resign", "", 42, null];
const ODD_PAYLOADS: readonly unknown[] = [
  {},
  { cell: 4 },
  { cell: -1 },
  { cell: 9 },
  { cell: 2.5 },
  { cell: "4" },
  { cell: "chance" },
  { cell: "yacht" },
  { cell: "bonus" },
  { hold: [0, 1] },
  { hold: [4, 4] },
  { hold: [7] },
  { hold: "0" },
  { hold: [] },
  null,
  [],
  "payload",
  { cell: YACHT_CATEGORIES[3], hold: [2] },
];
/**
 * How to redraw each game that declares hidden parts: the state with
 * everything `keep` (a seat index, or -1 for nobody) may not see drawn anew.
 * A view must not change under it.
 */
type RedrawHidden = (state: unknown, keep: number, rng: Rng) => unknown;
export const REDRAW_HIDDEN: Readonly<Record<string, RedrawHidden>> = {
  "liars-dice": (state, keep, rng) => {
    const s = state as LiarsDiceState;
    return {
      ...s,
      salt: String(rng.int(1 << 30)),
      cups: s.cups.map((cup, seat) => (seat === keep || s.over ? cup : cup.map(() => rng.die()))),
    };
  },
};
export const STEP = fc.tuple(fc.nat(99), fc.nat(1 << 16), fc.nat(1 << 16), fc.nat(1 << 16));

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

function moverOf(plugin: GamePlugin, state: unknown): string | null {
  const turn = plugin.view(state, null).turn;
  return turn === null ? null : `p${turn}`;
}

/** Who moves in `state` and what the view lists for them: read once per step, by the move and its checks. */
interface Turn {
  readonly mover: string | null;
  readonly allowed: readonly AllowedAction[];
}

export function turnOf(plugin: GamePlugin, state: unknown): Turn {
  const mover = moverOf(plugin, state);
  return { mover, allowed: mover === null ? [] : plugin.view(state, mover).allowed_actions };
}

/** Builds the payload of a listed action; `bits` chooses the cell and the held dice. */
function legalAction(allowed: AllowedAction, bits: number): GameAction {
  // A game that lists its own payloads (backgammon's checker moves) is played from them.
  if (allowed.payloads) return { action_type: allowed.action_type, payload: pick(allowed.payloads, bits) };
  const payload: Record<string, unknown> = {};
  if (allowed.choices) payload.cell = pick(allowed.choices, bits);
  if (allowed.hold && bits % 3 !== 0) payload.hold = [0, 1, 2, 3, 4].filter((i) => (bits >> (i + 2)) & 1);
  return { action_type: allowed.action_type, payload };
}

/** Turns random numbers into a move: mostly legal ones from the view, some timeouts, some junk. */
export function moveFor(
  plugin: GamePlugin,
  state: unknown,
  { mover, allowed }: Turn,
  players: number,
  [kind, a, b, c]: Step,
): Move {
  if (kind < 60 && mover !== null && allowed.length > 0) {
    return { actor: c % 10 === 0 ? "system" : mover, action: legalAction(pick(allowed, a), b), legal: true };
  }
  if (kind < 65) return { actor: "system", action: plugin.timeoutAction(state), legal: mover !== null };
  const actors = [mover ?? "p0", `p${c % players}`, "system", "stranger"];
  // The game's own types too, with junk payloads or out of phase (an undo with nothing to undo).
  const types = [...ODD_TYPES, ...plugin.action_types];
  const action = { action_type: pick(types, a), payload: pick(ODD_PAYLOADS, b) } as unknown as GameAction;
  return { actor: pick(actors, c >> 3), action, legal: false };
}

/** Payloads are free-form: only a game that holds dice reads `hold`, the others ignore it. */
function isListed(move: Move, allowed: readonly AllowedAction[], usesHold: boolean): boolean {
  const { action_type, payload } = move.action;
  return allowed.some((entry) => {
    if (entry.action_type !== action_type) return false;
    if (entry.choices && !entry.choices.includes(payload.cell as string)) return false;
    const holds = action_type === "roll_dice" && Array.isArray(payload.hold) && payload.hold.length > 0;
    return entry.hold || !usesHold || !holds;
  });
}

/** Each seat, a spectator and a stranger see the same view however the parts hidden from them fall. */
export function checkConcealed(
  plugin: GamePlugin,
  redraw: RedrawHidden | undefined,
  state: unknown,
  players: number,
  rng: Rng,
): void {
  if (!redraw) return;
  const viewers = [...seats(players).map((seat) => seat.id), null, "stranger"];
  viewers.forEach((viewer, index) => {
    const keep = index < players ? index : -1;
    const other = redraw(state, keep, rng);
    assert.deepEqual(plugin.view(other, viewer), plugin.view(state, viewer), `${viewer} sees a hidden part`);
  });
}

/**
 * Applies one move and checks the safety properties; returns the next state.
 * `before` is `state` as JSON, taken when it was made: apply must leave it so.
 */
export function step(
  game: KnownGame,
  state: unknown,
  before: string,
  { mover, allowed }: Turn,
  move: Move,
  rng: Rng,
  seen: Set<string>,
): unknown {
  const plugin = game.rules;
  const rngBefore = rng.snapshot();
  const finished = plugin.outcome(state).status === "finished";
  assert.ok(game.traits.holdsDice || !allowed.some((entry) => entry.hold), "lists hold without holdsDice");
  const result = plugin.apply(state, move.action, { actor: move.actor, rng });
  assert.equal(JSON.stringify(state), before, "apply (or a read before it) mutated its input");
  if (move.legal) assert.ok(result.ok, `listed action refused: ${JSON.stringify(move)}`);
  seen.add(result.ok ? "applied" : result.code);
  if (!result.ok) {
    assert.ok(REJECTION_CODES.includes(result.code));
    assert.ok(result.detail.length > 0);
    assert.deepEqual(rng.snapshot(), rngBefore, "a refused action consumed randomness");
    if (finished) assert.equal(result.code, "game_over");
    return state;
  }
  assert.ok(!finished, "an action was applied after the game ended");
  const byTimer = move.actor === "system" && move.action.action_type === "forfeit";
  const byMover = move.actor === mover || move.actor === "system";
  assert.ok(
    byTimer || (byMover && isListed(move, allowed, game.traits.holdsDice)),
    `unlisted action applied: ${JSON.stringify(move)}`,
  );
  return result.state;
}

export function replay(plugin: GamePlugin, players: number, seed: string, moves: readonly Move[]): string[] {
  const rng = createRng(rngStateFromSeed(seed));
  let state = plugin.setup(seats(players), rng);
  return moves.map((move) => {
    const result = plugin.apply(state, move.action, { actor: move.actor, rng });
    if (result.ok) state = result.state;
    return JSON.stringify(state);
  });
}

const LEGAL_CAP = 5000;
const STEPS = 200;
/**
 * Scenarios per game at the shortest length: at seed 42, 300 reach every
 * rejection code of every game (the `seen` check below fails when a game
 * stops reaching one); 1,000 did no more but cost three times the CPU.
 */
const RUNS = 300;
/** Legal actions the finishing property plays per game: whole games of about this many actions in all. */
const FINISH_ACTIONS = 20_000;

/** Plays one seeded game with random listed actions; returns the final state and the number of actions. */
export function playLegally(plugin: GamePlugin, players: number, seed: string, policy: string) {
  const rng = createRng(rngStateFromSeed(seed));
  const choose = createRng(rngStateFromSeed(policy));
  let state = plugin.setup(seats(players), rng);
  let moves = 0;
  for (; moves < LEGAL_CAP; moves += 1) {
    const mover = moverOf(plugin, state);
    if (mover === null) break;
    const allowed = plugin.view(state, mover).allowed_actions;
    const action = legalAction(pick(allowed, choose.int(allowed.length)), choose.int(1 << 16));
    const result = plugin.apply(state, action, { actor: mover, rng });
    assert.ok(result.ok, `listed action refused: ${JSON.stringify(action)}`);
    state = result.state;
  }
  return { state, moves };
}

/** The median length of nine seeded games of legal play with the fewest players. */
export function medianLength(plugin: GamePlugin): number {
  const lengths = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    .map((i) => playLegally(plugin, plugin.min_players, `budget-${i}`, `budget-policy-${i}`).moves)
    .sort((a, b) => a - b);
  return lengths[4] ?? 0;
}

/**
 * Scenarios long enough to reach a typical game's end (twice its median length
 * of legal play, at least STEPS), fewer of them for long games, so every
 * game's scenarios cost about the same.
 */
export function scenarioBudget(median: number): { maxLength: number; numRuns: number } {
  const maxLength = Math.max(STEPS, 2 * median);
  return { maxLength, numRuns: Math.round((RUNS * STEPS) / maxLength) };
}

/** Whole legal games to play: about FINISH_ACTIONS actions in all, at least 50 games and at most 500. */
export function finishRuns(median: number): number {
  return Math.min(500, Math.max(50, Math.round(FINISH_ACTIONS / Math.max(median, 1))));
}
