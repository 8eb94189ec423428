import assert from "node:assert/strict";
import { test } from "node:test";
import {
  expectColor,
  FONT_DIR,
  gameInput,
  type Pixels,
  renderBoth,
  seat,
} from "../../../test/render/render-support.ts";
import { THEME } from "../../drawing/theme.ts";
import { type BoardLayout, createBoardRenderer } from "../../render/render-board.ts";
import type { LudoGeometry, TokenDisc } from "./draw-ludo.ts";
import type { LudoBoard } from "./ludo-board.ts";
import { LUDO_COLORS, loopCentre } from "./ludo-layout.ts";
import { SAFE_SQUARES, startSquares } from "./ludo-rules.ts";

const renderer = createBoardRenderer({ fontDir: FONT_DIR });

function ludoBoard(tokens: number[][], changes: Partial<LudoBoard> = {}): LudoBoard {
  return {
    kind: "ludo",
    starts: startSquares(tokens.length),
    tokens,
    safe: SAFE_SQUARES,
    phase: "roll",
    last_roll: null,
    sixes: 0,
    moves: [],
    last_move: null,
    ...changes,
  };
}

function ludoOf(layout: BoardLayout): LudoGeometry {
  if (layout.geometry.kind !== "ludo") throw new Error(`expected ludo, got ${layout.geometry.kind}`);
  return layout.geometry;
}

function disc(g: LudoGeometry, s: number, token: number): TokenDisc {
  const found = g.tokens.find((t) => t.seat === s && t.token === token);
  if (found === undefined) throw new Error(`no token ${token} of seat ${s}`);
  return found;
}

/** Probes above the token's centre, clear of its number. */
function expectToken(px: Pixels, t: TokenDisc, hex: string, what: string): void {
  expectColor(px, t.x, t.y - t.r * 0.65, hex, what);
}

/** The pixel at cell coordinates (x, y) of the 15×15 grid. */
const cellPoint = (g: LudoGeometry, x: number, y: number) => ({
  x: g.origin.x + x * g.cell,
  y: g.origin.y + y * g.cell,
});

test("ludo at the start: two seats in opposite yards, the other yards grey", async () => {
  const yard = [-1, -1, -1, -1];
  const { layout, images } = await renderBoth(renderer, gameInput("ludo", ludoBoard([yard, yard]), 2));
  const g = ludoOf(layout);
  assert.equal(g.tokens.length, 8);
  const corners = [
    cellPoint(g, 0.3, 0.3),
    cellPoint(g, 14.7, 0.3),
    cellPoint(g, 14.7, 14.7),
    cellPoint(g, 0.3, 14.7),
  ];
  for (const px of images) {
    expectColor(px, corners[0]?.x ?? 0, corners[0]?.y ?? 0, seat(0), "seat 0 yard top-left");
    expectColor(px, corners[1]?.x ?? 0, corners[1]?.y ?? 0, LUDO_COLORS.empty, "empty yard top-right");
    expectColor(px, corners[2]?.x ?? 0, corners[2]?.y ?? 0, seat(1), "seat 1 yard bottom-right");
    expectColor(px, corners[3]?.x ?? 0, corners[3]?.y ?? 0, LUDO_COLORS.empty, "empty yard bottom-left");
    for (const t of g.tokens) expectToken(px, t, seat(t.seat), `token ${t.token} of seat ${t.seat}`);
  }
});

test("ludo mid-game: tokens on the loop, shared squares split, the last move ringed, the roll shown", async () => {
  const board = ludoBoard(
    [
      [5, 13, 56, -1],
      [0, -1, -1, 52],
      [-1, -1, -1, -1],
      [-1, -1, -1, -1],
    ],
    { last_roll: 4, last_move: { seat: 0, token: 0, from: 1, to: 5, captured: 0 } },
  );
  const { layout, images } = await renderBoth(renderer, gameInput("ludo", board, 4, { turn: 1 }));
  const g = ludoOf(layout);
  const moved = disc(g, 0, 0);
  const square5 = cellPoint(g, loopCentre(5).x, loopCentre(5).y);
  assert.ok(
    Math.hypot(moved.x - square5.x, moved.y - square5.y) < 1,
    "progress 5 of seat 0 is loop square 5",
  );
  // Seat 0's progress 13 and seat 1's progress 0 are both loop square 13, a start square.
  const [a, b] = [disc(g, 0, 1), disc(g, 1, 0)];
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= a.r + b.r, "tokens on one square do not overlap");
  for (const px of images) {
    expectToken(px, moved, seat(0), "moved token");
    expectColor(px, moved.x, moved.y + moved.r + 3, THEME.winBanner, "ring round the last move");
    expectToken(px, a, seat(0), "seat 0 on square 13");
    expectToken(px, b, seat(1), "seat 1 on square 13");
    expectToken(px, disc(g, 1, 3), seat(1), "seat 1 in its home column");
    const die = g.lastRoll;
    expectColor(px, die.x + die.w * 0.25, die.y + die.h * 0.25, THEME.ink, "a four's top-left pip");
    expectColor(px, die.x + die.w / 2, die.y + die.h / 2, THEME.card, "a four has no centre pip");
  }
});

test("ludo finished: the winner's tokens home and a banner, in English and German", async () => {
  const board = ludoBoard([
    [56, 56, 56, 56],
    [30, -1, 12, 51],
  ]);
  for (const language of ["en", "de"] as const) {
    const input = gameInput("ludo", board, 2, { status: "finished", turn: null, winners: [0], language });
    const { layout, images } = await renderBoth(renderer, input);
    const g = ludoOf(layout);
    const banner = layout.banner;
    assert.ok(banner);
    for (const px of images) {
      expectColor(px, banner.x + 8, banner.y + 8, THEME.winBanner, "win banner");
      for (let token = 0; token < 4; token++) {
        const t = disc(g, 0, token);
        expectColor(px, t.x, t.y - t.r * 0.7, seat(0), `token ${token} home`);
      }
    }
  }
});
