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
import { centerOf, type Rect, THEME } from "../../drawing/theme.ts";
import { type BoardLayout, createBoardRenderer } from "../../render/render-board.ts";
import { LADDER_HALF_WIDTH, TRACK_COLORS } from "./draw-track.ts";
import type { TrackBoard } from "./track-board.ts";
import type { Token, TrackGeometry } from "./track-geometry.ts";

const renderer = createBoardRenderer({ fontDir: FONT_DIR });

function track(positions: number[], last_roll: number | null): TrackBoard {
  return {
    kind: "track",
    size: 10,
    positions,
    ladders: [
      [4, 25],
      [40, 59],
    ],
    snakes: [
      [87, 45],
      [99, 80],
    ],
    last_roll,
  };
}

function trackOf(layout: BoardLayout): TrackGeometry {
  if (layout.geometry.kind !== "track") throw new Error(`expected track, got ${layout.geometry.kind}`);
  return layout.geometry;
}

function place(g: TrackGeometry, n: number): Rect {
  const r = g.places[n];
  if (r === undefined) throw new Error(`no place ${n}`);
  return r;
}

function token(g: TrackGeometry, s: number): Token {
  const t = g.tokens[s];
  if (t === undefined) throw new Error(`no token for seat ${s}`);
  return t;
}

/** Probes above the token's centre, clear of its initial letter. */
function expectToken(px: Pixels, t: Token, hex: string, what: string): void {
  expectColor(px, t.x, t.y - t.r * 0.75, hex, what);
}

function inside(r: Rect, t: Token): boolean {
  return t.x - t.r >= r.x && t.x + t.r <= r.x + r.w && t.y - t.r >= r.y && t.y + t.r <= r.y + r.h;
}

test("track numbering is boustrophedon with 1 at the bottom left", async () => {
  const g = trackOf(renderer.layout(gameInput("snakes-and-ladders", track([0, 0], null), 2)));
  assert.equal(g.places.length, 101);
  const [s1, s10, s11, s91, s100] = [1, 10, 11, 91, 100].map((n) => place(g, n));
  assert.ok(s1 && s10 && s11 && s91 && s100);
  assert.ok(s1.x < s10.x && s1.y === s10.y, "row 1 runs left to right");
  assert.ok(s11.x === s10.x && s11.y < s10.y, "11 sits above 10");
  assert.ok(s100.x === s1.x && s91.x === s10.x, "top row runs right to left");
  assert.ok(place(g, 0).y > s1.y + s1.h, "start area is below the board");
});

test("track at the start: tokens wait in the start area", async () => {
  const { layout, images } = await renderBoth(
    renderer,
    gameInput("snakes-and-ladders", track([0, 0], null), 2),
  );
  const g = trackOf(layout);
  for (const s of [0, 1]) assert.ok(inside(place(g, 0), token(g, s)), `token ${s} in start area`);
  for (const px of images) {
    expectToken(px, token(g, 0), seat(0), "seat 0 at start");
    expectToken(px, token(g, 1), seat(1), "seat 1 at start");
  }
});

test("track mid-game: shared squares offset tokens; ladders and snakes are drawn", async () => {
  const input = gameInput("snakes-and-ladders", track([23, 23, 62], 4), 3, { turn: 2, scores: [23, 23, 62] });
  const { layout, images } = await renderBoth(renderer, input);
  const g = trackOf(layout);
  const [a, b, c] = [0, 1, 2].map((s) => token(g, s));
  assert.ok(a && b && c);
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= a.r + b.r, "tokens on one square do not overlap");
  assert.ok(inside(place(g, 23), a) && inside(place(g, 23), b) && inside(place(g, 62), c));
  const foot = centerOf(place(g, 40));
  const top = centerOf(place(g, 59));
  const len = Math.hypot(top.x - foot.x, top.y - foot.y);
  const rail = {
    x: (foot.x + top.x) / 2 - ((top.y - foot.y) / len) * LADDER_HALF_WIDTH,
    y: (foot.y + top.y) / 2 + ((top.x - foot.x) / len) * LADDER_HALF_WIDTH,
  };
  const head = centerOf(place(g, 87));
  const tail = centerOf(place(g, 45));
  for (const px of images) {
    expectToken(px, a, seat(0), "seat 0 token");
    expectToken(px, b, seat(1), "seat 1 token");
    expectToken(px, c, seat(2), "seat 2 token");
    expectColor(px, rail.x, rail.y, TRACK_COLORS.ladderRail, "ladder rail");
    expectColor(px, head.x, head.y, TRACK_COLORS.snakes[0], "snake head");
    expectColor(
      px,
      (head.x + tail.x) / 2,
      (head.y + tail.y) / 2,
      TRACK_COLORS.snakes[0],
      "snake body midpoint",
    );
    const die = g.lastRoll;
    expectColor(px, die.x + die.w * 0.25, die.y + die.h * 0.25, THEME.ink, "last roll four, top-left pip");
    expectColor(px, die.x + die.w / 2, die.y + die.h / 2, THEME.card, "four has no centre pip");
  }
});

test("track finished: winner's token on 100 and a banner", async () => {
  const input = gameInput("snakes-and-ladders", track([100, 57], 3), 2, {
    status: "finished",
    turn: null,
    winners: [0],
  });
  const { layout, images } = await renderBoth(renderer, input);
  const g = trackOf(layout);
  assert.ok(inside(place(g, 100), token(g, 0)));
  const banner = layout.banner;
  assert.ok(banner);
  for (const px of images) {
    expectToken(px, token(g, 0), seat(0), "winner on 100");
    expectColor(px, banner.x + 8, banner.y + 8, THEME.winBanner, "win banner");
  }
});

test("ten players waiting at the start all fit inside the start area", () => {
  const g = trackOf(renderer.layout(gameInput("snakes-and-ladders", track(Array(10).fill(0), null), 10)));
  for (let s = 0; s < 10; s++) assert.ok(inside(place(g, 0), token(g, s)), `token ${s}`);
});

test("positions past the last square are drawn on it, sharing it with anyone there", () => {
  const g = trackOf(renderer.layout(gameInput("snakes-and-ladders", track([100, 104], 6), 2)));
  const [a, b] = [token(g, 0), token(g, 1)];
  assert.ok(inside(place(g, 100), a) && inside(place(g, 100), b));
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= a.r + b.r);
});
