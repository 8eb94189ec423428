import { fileURLToPath } from "node:url";
import { SEAT_COLORS } from "../src/games/palette.ts";
import { KNOWN_GAMES, type KnownGame } from "../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../src/games/rng.ts";
import { createBoardRenderer, type ImageFormat } from "../src/render/render-board.ts";
import type { RenderInput } from "../src/render/render-input.ts";

const FONT_DIR = fileURLToPath(new URL("../data/fonts/", import.meta.url));
const SAMPLES_PER_CASE = 40;
const WARMUP = 3;

const NAMES = ["Ana", "Boris", "Chen"];
const MOVES = 41;

/**
 * A mid-game input for a registered game: three seats (as many as it allows)
 * playing its own easy strategy from a fixed seed for up to 41 moves,
 * stopping before one that would end the game; drawn as a spectator sees it.
 */
function midGame({ rules: plugin, strategies }: KnownGame): RenderInput {
  const count = Math.min(plugin.max_players, Math.max(plugin.min_players, NAMES.length));
  const seats = NAMES.slice(0, count).map((name, i) => ({ id: `p${i}`, name }));
  const rng = createRng(rngStateFromSeed(`render-${plugin.id}`));
  let state = plugin.setup(seats, rng);
  let version = 0;
  for (let turn = plugin.view(state, null).turn; turn !== null && version < MOVES; version++) {
    const actor = `p${turn}`;
    const result = plugin.apply(state, strategies.easy(plugin.view(state, actor), rng), { actor, rng });
    if (!result.ok || plugin.outcome(result.state).status === "finished") break;
    state = result.state;
    turn = plugin.view(state, null).turn;
  }
  const view = plugin.view(state, null);
  return {
    plugin_id: plugin.id,
    game_name: plugin.name,
    version,
    status: "running",
    players: seats.map((seat, i) => ({ name: seat.name, color: SEAT_COLORS[i] ?? SEAT_COLORS[0] })),
    turn: view.turn,
    winners: [],
    scores: view.scores,
    board: view.board,
  };
}

/** A mid-game input for every registered game, keyed by the sample image's file name (its plugin id). */
export const RENDER_SAMPLES: Readonly<Record<string, RenderInput>> = Object.fromEntries(
  KNOWN_GAMES.map((game) => [game.rules.id, midGame(game)]),
);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Times uncached renders (draw + encode) of every sample board in both formats at 800 px. */
export async function runRenderBench(): Promise<Array<{ board: string; format: string; median_ms: number }>> {
  const renderer = createBoardRenderer({ fontDir: FONT_DIR, width: 800 });
  const rows: Array<{ board: string; format: string; median_ms: number }> = [];
  for (const [board, input] of Object.entries(RENDER_SAMPLES)) {
    for (const format of ["png", "webp"] as const satisfies readonly ImageFormat[]) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES_PER_CASE; i++) {
        const start = performance.now();
        await renderer.render(input, format);
        if (i >= WARMUP) times.push(performance.now() - start);
      }
      rows.push({ board, format, median_ms: Math.round(median(times) * 100) / 100 });
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(await runRenderBench());
}
