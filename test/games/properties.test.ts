import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import fc from "fast-check";
import type { AllowedAction, GameAction, GamePlugin, Rng } from "../../src/games/contract.ts";
import type { LiarsDiceState } from "../../src/games/liars-dice/liars-dice-state.ts";
import { KNOWN_GAMES, type KnownGame } from "../../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { YACHT_CATEGORIES } from "../../src/games/yacht/yacht-categories.ts";
import { seats } from "./helpers.ts";

type Step = readonly [kind: number, a: number, b: number, c: number];
interface Move {
  readonly actor: string;
  readonly action: GameAction;
  readonly legal: boolean;
}

const REJECTION_CODES = ["not_your_turn", "invalid_phase", "invalid_action", "invalid_payload", "game_over"];
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
const REDRAW_HIDDEN: Readonly<Record<string, RedrawHidden>> = {
  "liars-dice": (state, keep, rng) => {
    const s = state as LiarsDiceState;
    return {
      ...s,
      salt: String(rng.int(1 << 30)),
      cups: s.cups.map((cup, seat) => (seat === keep || s.over ? cup : cup.map(() => rng.die()))),
    };
  },
};
const STEP = fc.tuple(fc.nat(99), fc.nat(1 << 16), fc.nat(1 << 16), fc.nat(1 << 16));

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

function turnOf(plugin: GamePlugin, state: unknown): Turn {
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
function moveFor(
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
function checkConcealed(
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
function step(
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

function replay(plugin: GamePlugin, players: number, seed: string, moves: readonly Move[]): string[] {
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
function playLegally(plugin: GamePlugin, players: number, seed: string, policy: string) {
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
function medianLength(plugin: GamePlugin): number {
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
function scenarioBudget(median: number): { maxLength: number; numRuns: number } {
  const maxLength = Math.max(STEPS, 2 * median);
  return { maxLength, numRuns: Math.round((RUNS * STEPS) / maxLength) };
}

/** Whole legal games to play: about FINISH_ACTIONS actions in all, at least 50 games and at most 500. */
function finishRuns(median: number): number {
  return Math.min(500, Math.max(50, Math.round(FINISH_ACTIONS / Math.max(median, 1))));
}

for (const game of KNOWN_GAMES) {
  const { rules: plugin, traits } = game;
  const players = fc.integer({ min: plugin.min_players, max: plugin.max_players });
  const redraw = REDRAW_HIDDEN[plugin.id];

  describe(`${plugin.id} properties`, () => {
    let median = 0;
    before(() => {
      median = medianLength(plugin);
    });

    it("never applies an unlisted action, never changes state on refusal, replays identically, and hides what a viewer may not see", () => {
      assert.equal(
        redraw !== undefined,
        traits.hidesInformation,
        "a game with hidden parts has a redraw here",
      );
      const seen = new Set<string>();
      const { maxLength, numRuns } = scenarioBudget(median);
      const scenario = fc.record({
        seed: fc.string(),
        players,
        steps: fc.array(STEP, { minLength: 20, maxLength, size: "max" }),
      });
      fc.assert(
        fc.property(scenario, ({ seed, players, steps }) => {
          const rng = createRng(rngStateFromSeed(seed));
          let state = plugin.setup(seats(players), rng);
          let text = JSON.stringify(state);
          const probe = createRng(rngStateFromSeed(`${seed}/probe`));
          checkConcealed(plugin, redraw, state, players, probe);
          const moves: Move[] = [];
          const states: string[] = [];
          for (const numbers of steps) {
            const turn = turnOf(plugin, state);
            const move = moveFor(plugin, state, turn, players, numbers);
            moves.push(move);
            const next = step(game, state, text, turn, move, rng, seen);
            // A refusal hands back the state it was given, which step found unchanged: its text
            // still holds and its views were checked when it was made.
            if (next !== state) {
              text = JSON.stringify(next);
              checkConcealed(plugin, redraw, next, players, probe);
            }
            state = next;
            states.push(text);
          }
          assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, "state is not plain JSON");
          assert.deepEqual(replay(plugin, players, seed, moves), states);
        }),
        { seed: 42, numRuns },
      );
      // Guards against a generator that silently stops reaching some branch of the rules.
      const expected = [
        "applied",
        ...REJECTION_CODES.filter((code) => code !== "invalid_phase" || traits.phased),
      ];
      assert.deepEqual([...seen].sort(), expected.sort());
    });

    it("finishes when played legally for long enough", () => {
      let finishedGames = 0;
      fc.assert(
        fc.property(fc.string(), players, fc.nat(), (seed, players, policy) => {
          const { state } = playLegally(plugin, players, seed, `policy-${policy}`);
          const outcome = plugin.outcome(state);
          // Snakes and ladders has no upper bound on its length, so only count its finishes.
          if (plugin.id !== "snakes-and-ladders") assert.equal(outcome.status, "finished");
          if (outcome.status !== "finished") return;
          finishedGames += 1;
          for (const winner of outcome.winners) assert.ok(seats(players).some((seat) => seat.id === winner));
          for (let seat = 0; seat < players; seat += 1) {
            assert.deepEqual(plugin.view(state, `p${seat}`).allowed_actions, []);
          }
        }),
        { seed: 42, numRuns: finishRuns(median) },
      );
      assert.ok(finishedGames > 0);
    });
  });
}
