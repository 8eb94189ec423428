import { fileURLToPath } from "node:url";
import { SEAT_COLORS } from "../src/games/palette.ts";
import { createBoardRenderer, type ImageFormat } from "../src/render/render-board.ts";
import type { RenderInput } from "../src/render/render-input.ts";

const FONT_DIR = fileURLToPath(new URL("../data/fonts/", import.meta.url));
const SAMPLES_PER_CASE = 40;
const WARMUP = 3;

const seats = (...names: string[]): RenderInput["players"] =>
  names.map((name, i) => ({ name, color: SEAT_COLORS[i] ?? SEAT_COLORS[0] }));

/** Realistic mid-game inputs for every board kind, keyed by the sample image's file name. */
export const RENDER_SAMPLES: Readonly<Record<string, RenderInput>> = {
  "tic-tac-toe": {
    game_name: "Tic-tac-toe",
    version: 5,
    status: "running",
    players: seats("Alice", "Bob"),
    turn: 1,
    winners: [],
    scores: [0, 0],
    board: {
      kind: "grid",
      rows: 3,
      cols: 3,
      cells: [0, null, 1, 1, 0, 0, null, null, null],
      last_cell: 5,
      winning_line: null,
    },
  },
  pig: {
    game_name: "Pig",
    version: 41,
    status: "running",
    players: seats("Ana", "Boris", "Chen"),
    turn: 2,
    winners: [],
    scores: [47, 62, 28],
    board: { kind: "dice-race", target: 100, banked: [47, 62, 28], turn_total: 14, last_roll: 5 },
  },
  yacht: {
    game_name: "Yacht",
    version: 57,
    status: "running",
    players: seats("Dana", "Eli", "Farah"),
    turn: 1,
    winners: [],
    scores: [96, 71, 88],
    board: {
      kind: "yacht",
      dice: [5, 5, 3, 5, 2],
      held: [true, true, false, true, false],
      rolls_left: 1,
      scorecards: [
        { ones: 3, threes: 9, fives: 15, full_house: 25, chance: 22, large_straight: 40 },
        { twos: 6, fours: 12, three_of_a_kind: 23, small_straight: 30 },
        { ones: 2, sixes: 24, yacht: 50, chance: 12 },
      ],
      potential: {
        ones: 0,
        threes: 3,
        fives: 15,
        sixes: 0,
        four_of_a_kind: 0,
        full_house: 0,
        large_straight: 0,
        yacht: 0,
        chance: 20,
      },
    },
  },
  "snakes-and-ladders": {
    game_name: "Snakes and Ladders",
    version: 33,
    status: "running",
    players: seats("Gus", "Hana", "Ivan"),
    turn: 0,
    winners: [],
    scores: [34, 34, 0],
    board: {
      kind: "track",
      size: 10,
      positions: [34, 34, 0],
      ladders: [
        [1, 38],
        [4, 14],
        [9, 31],
        [21, 42],
        [28, 84],
        [51, 67],
        [71, 91],
        [80, 100],
      ],
      snakes: [
        [17, 7],
        [54, 34],
        [62, 19],
        [64, 60],
        [87, 24],
        [93, 73],
        [98, 79],
      ],
      last_roll: 4,
    },
  },
};

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
