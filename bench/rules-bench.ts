/**
 * Micro-benchmark of the game rules: replays pre-recorded legal games through
 * `apply()` and reports applies per second. Recording (policy decisions, views,
 * setup) happens before the clock starts, so only `apply()` and the loop count.
 * Every seat plays the game's own "easy" computer strategy, so a new game
 * needs nothing here.
 */
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import type { GameAction, GamePlugin, RngState } from "../src/games/contract.ts";
import { KNOWN_GAMES, type KnownGame } from "../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../src/games/rng.ts";

interface RecordedGame {
  readonly rngState: RngState;
  readonly initial: unknown;
  readonly moves: readonly { readonly actor: string; readonly action: GameAction }[];
}

function record({ rules: plugin, strategies }: KnownGame, seed: string): RecordedGame {
  const players = Math.min(plugin.max_players, Math.max(plugin.min_players, 4));
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` }));
  const rngState = rngStateFromSeed(seed);
  const rng = createRng(rngState);
  const choose = createRng(rngStateFromSeed(`policy-${seed}`));
  const initial = plugin.setup(seats, rng);
  // Replays start after setup, which may roll dice of its own (liar's dice).
  const afterSetup = rng.snapshot();
  const moves: RecordedGame["moves"][number][] = [];
  let state = initial;
  for (let turn = plugin.view(state, null).turn; turn !== null; turn = plugin.view(state, null).turn) {
    const actor = `p${turn}`;
    const view = plugin.view(state, actor);
    const action = strategies.easy(view, choose);
    const result = plugin.apply(state, action, { actor, rng });
    if (!result.ok)
      throw new Error(`the easy strategy of ${plugin.id} made an illegal move: ${result.detail}`);
    moves.push({ actor, action });
    state = result.state;
  }
  return { rngState: afterSetup, initial, moves };
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
  for (const game of KNOWN_GAMES) {
    const plugin = game.rules;
    const games = Array.from({ length: 200 }, (_, i) => record(game, `bench-${plugin.id}-${i}`));
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
