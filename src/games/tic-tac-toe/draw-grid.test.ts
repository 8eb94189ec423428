import assert from "node:assert/strict";
import { test } from "node:test";
import {
  expectColor,
  expectNotColor,
  FONT_DIR,
  gameInput,
  renderBoth,
  seat,
} from "../../../test/render/render-support.ts";
import { centerOf, THEME } from "../../drawing/theme.ts";
import { type BoardLayout, createBoardRenderer } from "../../render/render-board.ts";
import type { GridGeometry } from "./draw-grid.ts";
import type { GridBoard } from "./grid-board.ts";

const renderer = createBoardRenderer({ fontDir: FONT_DIR });

function grid(
  cells: (number | null)[],
  last_cell: number | null,
  winning_line: number[] | null = null,
): GridBoard {
  return { kind: "grid", rows: 3, cols: 3, cells, last_cell, winning_line };
}

function gridOf(layout: BoardLayout): GridGeometry {
  if (layout.geometry.kind !== "grid") throw new Error(`expected grid geometry, got ${layout.geometry.kind}`);
  return layout.geometry;
}

function cell(g: GridGeometry, i: number): { x: number; y: number; w: number } {
  const r = g.cells[i];
  if (r === undefined) throw new Error(`no cell ${i}`);
  return { ...centerOf(r), w: r.w };
}

test("grid at the start: nine empty cells and seat 0 marked to move", async () => {
  const { layout, images } = await renderBoth(
    renderer,
    gameInput("tic-tac-toe", grid(Array(9).fill(null), null), 2),
  );
  const g = gridOf(layout);
  assert.equal(g.cells.length, 9);
  assert.equal(layout.width, 800);
  assert.equal(layout.banner, null);
  const [row0, row1] = layout.players;
  assert.ok(row0 && row1);
  for (const px of images) {
    expectColor(px, row0.x + 20, row0.y + row0.h / 2, seat(0), "turn arrow on seat 0");
    expectColor(px, row1.x + 20, row1.y + row1.h / 2, THEME.card, "no arrow on seat 1");
    for (let i = 0; i < 9; i++) {
      const c = cell(g, i);
      expectColor(px, c.x - c.w * 0.35, c.y, THEME.card, `empty cell ${i}`);
    }
  }
});

test("grid mid-game: X and O in seat colours and the last cell highlighted", async () => {
  const input = gameInput("tic-tac-toe", grid([0, null, 1, null, 0, null, null, null, null], 4), 2, {
    turn: 1,
    version: 4,
  });
  const { layout, images } = await renderBoth(renderer, input);
  const g = gridOf(layout);
  const x = cell(g, 4);
  const o = cell(g, 2);
  const other = cell(g, 0);
  for (const px of images) {
    expectColor(px, x.x, x.y, seat(0), "X crossing in the chosen cell");
    expectColor(px, x.x + x.w * 0.2, x.y + x.w * 0.2, seat(0), "X arm in the chosen cell");
    expectColor(px, o.x + o.w * 0.27, o.y, seat(1), "O ring");
    expectColor(px, o.x, o.y, THEME.card, "O hole");
    expectColor(px, x.x - x.w * 0.4, x.y, THEME.highlight, "last cell highlight");
    expectColor(px, other.x - other.w * 0.4, other.y, THEME.card, "older cell not highlighted");
  }
});

test("grid won: the winning line is struck through and the banner names the winner", async () => {
  const input = gameInput("tic-tac-toe", grid([0, 0, 0, 1, 1, null, null, null, null], 2, [0, 1, 2]), 2, {
    status: "finished",
    turn: null,
    winners: [0],
    scores: [1, 0],
  });
  const { layout, images } = await renderBoth(renderer, input);
  const g = gridOf(layout);
  const a = cell(g, 0);
  const banner = layout.banner;
  assert.ok(banner);
  assert.ok(banner.y + banner.h <= (g.cells[0]?.y ?? 0), "banner sits above the board");
  for (const px of images) {
    expectColor(px, a.x + a.w / 4, a.y, "#414a58", "strike-through between X marks");
    expectColor(px, banner.x + 8, banner.y + 8, THEME.winBanner, "win banner");
    expectNotColor(px, cell(g, 4).x + cell(g, 4).w / 4, cell(g, 4).y, "#414a58", "no strike on row 2");
  }
});

test("grid drawn: full board, no line, a neutral banner", async () => {
  const input = gameInput("tic-tac-toe", grid([0, 1, 0, 0, 1, 1, 1, 0, 0], 8), 2, {
    status: "finished",
    turn: null,
    winners: [],
  });
  const { layout, images } = await renderBoth(renderer, input);
  const g = gridOf(layout);
  const banner = layout.banner;
  assert.ok(banner);
  for (const px of images) {
    expectColor(px, banner.x + 8, banner.y + 8, THEME.neutralBanner, "draw banner");
    for (const i of [0, 2, 3, 7, 8]) expectColor(px, cell(g, i).x, cell(g, i).y, seat(0), `X in cell ${i}`);
  }
});
