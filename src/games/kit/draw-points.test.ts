import assert from "node:assert/strict";
import { test } from "node:test";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { expectColor, FONT_DIR, type Pixels } from "../../../test/render/render-support.ts";
import { THEME } from "../../drawing/theme.ts";
import { readGameCatalog } from "../../i18n/game-catalog.ts";
import { registerBoardFonts } from "../../render/register-fonts.ts";
import type { TableInput } from "../game-module.ts";
import { SEAT_COLORS } from "../palette.ts";
import { type PointsGeometry, pointsDrawer } from "./draw-points.ts";
import type { PointsBoardLike } from "./points-board-schema.ts";
import { OPPOSED_NUMBERING, type PointNumbering, pipCount, SAME_WAY_NUMBERING } from "./points-numbering.ts";
import { POINTS_WORDS } from "./points-words.ts";

const WIDTH = 800;
const TABLE: TableInput = {
  status: "running",
  players: [
    { name: "Alice", color: SEAT_COLORS[0] },
    { name: "Bob", color: SEAT_COLORS[1] },
  ],
  turn: 0,
  winners: [],
  scores: [0, 0],
};

/** Draws `board` alone on an 800-pixel canvas and reads it back. */
function render(board: PointsBoardLike, numbering: PointNumbering): { g: PointsGeometry; px: Pixels } {
  registerBoardFonts(GlobalFonts, FONT_DIR);
  const drawer = pointsDrawer(numbering);
  const g = drawer.layout(board, 2, 0, WIDTH);
  const canvas = createCanvas(WIDTH, Math.ceil(g.height));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = THEME.page;
  ctx.fillRect(0, 0, WIDTH, g.height);
  drawer.draw(ctx, g, board, TABLE, POINTS_WORDS.of(readGameCatalog().words("en")));
  const data = ctx.getImageData(0, 0, WIDTH, Math.ceil(g.height)).data;
  const at = (x: number, y: number): [number, number, number] => {
    const i = (Math.round(y) * WIDTH + Math.round(x)) * 4;
    return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1];
  };
  return { g, px: { width: WIDTH, height: g.height, at } };
}

function points(entries: Record<number, number>): number[] {
  return Array.from({ length: 24 }, (_, i) => entries[i] ?? 0);
}

test("numberings: backgammon's seats face each other, long nardy's second seat starts half a board on", () => {
  for (let point = 1; point <= 24; point++) {
    for (const numbering of [OPPOSED_NUMBERING, SAME_WAY_NUMBERING]) {
      for (const seat of [0, 1]) assert.equal(numbering.point(seat, numbering.index(seat, point)), point);
    }
  }
  assert.equal(OPPOSED_NUMBERING.index(1, 24), 0);
  assert.equal(SAME_WAY_NUMBERING.index(1, 24), 11, "the second head is the first seat's point 12");
  assert.equal(SAME_WAY_NUMBERING.index(1, 1), 12);
  assert.equal(pipCount(SAME_WAY_NUMBERING, points({ 23: 15, 11: -15 }), 0), 360);
  assert.equal(pipCount(SAME_WAY_NUMBERING, points({ 23: 15, 11: -15 }), 1), 360);
  assert.equal(pipCount(OPPOSED_NUMBERING, points({ 0: 2 }), 0, 1), 27);
});

test("long nardy's start: both heads stacked five high with the count on top, in opposite corners", () => {
  const board = { points: points({ 23: 15, 11: -15 }), off: [0, 0], dice: [6, 5], moves_left: [6, 5] };
  const { g, px } = render(board, SAME_WAY_NUMBERING);
  const head0 = g.checkers.filter((c) => c.spot === 23);
  const head1 = g.checkers.filter((c) => c.spot === 11);
  assert.equal(head0.length, 5);
  assert.equal(head1.length, 5);
  assert.equal(head0.at(-1)?.count, 15, "the top checker says how many stand there");
  assert.ok(
    (head0[0]?.y ?? 0) < (head1[0]?.y ?? 0),
    "the first head is on the top row, the second on the bottom",
  );
  assert.ok(
    (head0[0]?.x ?? 0) > (head1[0]?.x ?? 0),
    "the first head is on the right, the second on the left",
  );
  for (const c of [...head0, ...head1]) {
    expectColor(
      px,
      c.x,
      c.y - c.r * 0.75,
      SEAT_COLORS[c.seat] ?? "",
      `checker of seat ${c.seat} on ${c.spot}`,
    );
  }
  assert.equal(g.dice.length, 2);
  const die = g.dice[0];
  assert.ok(die);
  expectColor(px, die.x + die.w / 2, die.y + die.h / 2, THEME.card, "a six has no centre pip");
  expectColor(px, die.x + die.w * 0.25, die.y + die.h / 2, THEME.ink, "a six's middle-left pip");
});

test("trays: the second seat bears off on the left in long nardy and on the right in backgammon", () => {
  const board = {
    points: points({ 0: 3, 12: -2 }),
    bar: [1, 2],
    off: [12, 13],
    dice: [4, 4],
    moves_left: [4],
  };
  const nardy = render(board, SAME_WAY_NUMBERING);
  const backgammon = render({ ...board, points: points({ 0: 3, 23: -2 }) }, OPPOSED_NUMBERING);
  assert.ok((nardy.g.trays[1]?.x ?? 0) < WIDTH / 2);
  assert.ok((backgammon.g.trays[1]?.x ?? 0) > WIDTH / 2);
  for (const { g, px } of [nardy, backgammon]) {
    const [t0, t1] = g.trays;
    assert.ok(t0 && t1);
    expectColor(px, t0.x + t0.w / 2, t0.y + t0.h - 4, SEAT_COLORS[0], "first seat's borne-off slab");
    expectColor(px, t1.x + t1.w / 2, t1.y + 4, SEAT_COLORS[1], "second seat's borne-off slab");
    assert.equal(g.checkers.filter((c) => c.spot === "bar").length, 3, "the bar holds both seats' checkers");
    assert.equal(g.dice.length, 4, "a double shows four dice");
  }
});
