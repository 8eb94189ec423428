/**
 * Micro-benchmark of the game rules: replays pre-recorded legal games through
 * `apply()` and reports applies per second. Recording (policy decisions, views,
 * setup) happens before the clock starts, so only `apply()` and the loop count.
 */
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import type { AllowedAction, GameAction, GamePlugin, Rng, RngState } from "../src/games/contract.ts";
import { GAME_PLUGINS, type KnownPlugin } from "../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../src/games/rng.ts";
import type { YachtBoard } from "../src/games/yacht/yacht-board.ts";

interface RecordedGame {
  readonly rngState: RngState;
  readonly initial: unknown;
  readonly moves: readonly { readonly actor: string; readonly action: GameAction }[];
}

type Policy = (
  allowed: readonly AllowedAction[],
  view: ReturnType<KnownPlugin["view"]>,
  choose: Rng,
) => GameAction;

const act = (action_type: GameAction["action_type"], payload: Record<string, unknown> = {}): GameAction => ({
  action_type,
  payload,
});

const has = (allowed: readonly AllowedAction[], type: string) => allowed.some((a) => a.action_type === type);

/** Plays the way people do: random cells, pig's "hold at 20", yacht chasing the most common face. */
const POLICIES: Record<string, Policy> = {
  "tic-tac-toe": (allowed, _view, choose) => {
    const cells = allowed[0]?.choices ?? [];
    return act("choose_cell", { cell: cells[choose.int(cells.length)] });
  },
  pig: (allowed, view) => {
    const board = view.board;
    const pot = board.kind === "dice-race" ? board.turn_total : 0;
    return pot >= 20 && has(allowed, "pass") ? act("pass") : act("roll_dice");
  },
  yacht: (allowed, view) => {
    const board = view.board as YachtBoard;
    const potential = Object.entries(board.potential).sort((a, b) => b[1] - a[1]);
    const best = potential[0];
    const canRoll = allowed.some((a) => a.action_type === "roll_dice");
    if (!best) return act("roll_dice");
    if (!canRoll || best[1] >= 25) return act("choose_cell", { cell: best[0] });
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (const die of board.dice) counts[die] = (counts[die] ?? 0) + 1;
    const face = counts.indexOf(Math.max(...counts));
    const hold = board.dice.flatMap((die, i) => (die === face ? [i] : []));
    return act("roll_dice", { hold });
  },
  "snakes-and-ladders": () => act("roll_dice"),
  ludo: (allowed, _view, choose) => {
    const tokens = allowed.find((a) => a.action_type === "choose_cell")?.choices ?? [];
    return tokens.length ? act("choose_cell", { cell: tokens[choose.int(tokens.length)] }) : act("roll_dice");
  },
};

function record(plugin: KnownPlugin, seed: string): RecordedGame {
  const players = Math.min(plugin.max_players, Math.max(plugin.min_players, 4));
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` }));
  const rngState = rngStateFromSeed(seed);
  const rng = createRng(rngState);
  const choose = createRng(rngStateFromSeed(`policy-${seed}`));
  const policy = POLICIES[plugin.id];
  if (!policy) throw new Error(`no bench policy for ${plugin.id}`);
  const initial = plugin.setup(seats, rng);
  const moves: RecordedGame["moves"][number][] = [];
  let state = initial;
  for (let turn = plugin.view(state, null).turn; turn !== null; turn = plugin.view(state, null).turn) {
    const actor = `p${turn}`;
    const view = plugin.view(state, actor);
    const action = policy(view.allowed_actions, view, choose);
    const result = plugin.apply(state, action, { actor, rng });
    if (!result.ok) throw new Error(`bench policy for ${plugin.id} made an illegal move: ${result.detail}`);
    moves.push({ actor, action });
    state = result.state;
  }
  return { rngState: createRng(rngState).snapshot(), initial, moves };
}

function replay(plugin: GamePlugin, game: RecordedGame): number {
  const rng = createRng(game.rngState);
  let state = game.initial;
  for (const { actor, action } of game.moves) {
    const result = plugin.apply(state, action, { actor, rng });
    if (!result.ok) throw new Error(`replay diverged in ${plugin.id}: ${result.detail}`);
    state = result.state;
  }
  return game.moves.length;
}

function measure(plugin: GamePlugin, games: readonly RecordedGame[], durationMs: number): number {
  let applies = 0;
  let elapsed = 0;
  for (let i = 0; elapsed < durationMs; i += 1) {
    const game = games[i % games.length] as RecordedGame;
    const start = performance.now();
    applies += replay(plugin, game);
    elapsed += performance.now() - start;
  }
  return Math.round((applies / elapsed) * 1000);
}

/** Measures apply() throughput per game over recorded legal games, about `durationMs` each. */
export async function runRulesBench(
  durationMs = 1000,
): Promise<Array<{ game: string; applies_per_second: number }>> {
  const results: Array<{ game: string; applies_per_second: number }> = [];
  for (const plugin of GAME_PLUGINS) {
    const games = Array.from({ length: 200 }, (_, i) => record(plugin, `bench-${plugin.id}-${i}`));
    measure(plugin, games, durationMs / 5);
    results.push({ game: plugin.id, applies_per_second: measure(plugin, games, durationMs) });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runRulesBench();
  console.log("game                 applies/s");
  for (const { game, applies_per_second } of results) {
    console.log(`${game.padEnd(20)} ${applies_per_second.toLocaleString("en-US").padStart(12)}`);
  }
}
