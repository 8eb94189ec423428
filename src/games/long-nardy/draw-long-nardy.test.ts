import assert from "node:assert/strict";
import { test } from "node:test";
import { seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import { expectColor, FONT_DIR, gameInput, renderBoth, seat } from "../../../test/render/render-support.ts";
import { THEME } from "../../drawing/theme.ts";
import { type BoardLayout, createBoardRenderer } from "../../render/render-board.ts";
import type { PointsGeometry } from "../kit/draw-points.ts";
import { longNardy } from "./long-nardy.ts";
import type { LongNardyBoard } from "./long-nardy-board.ts";

const renderer = createBoardRenderer({ fontDir: FONT_DIR });

function pointsOf(layout: BoardLayout): PointsGeometry {
  if (layout.geometry.kind !== "points") throw new Error(`expected points, got ${layout.geometry.kind}`);
  return layout.geometry;
}

test("long nardy's opening board: the heads in opposite corners, the dice under the board", async () => {
  const board: LongNardyBoard = longNardy.view(
    longNardy.setup(seats(2), scriptedRng([5, 2, 6, 3])),
    null,
  ).board;
  const { layout, images } = await renderBoth(renderer, gameInput("long-nardy", board, 2));
  const g = pointsOf(layout);
  const head0 = g.checkers.filter((c) => c.spot === 23);
  const head1 = g.checkers.filter((c) => c.spot === 11);
  assert.equal(head0.at(-1)?.count, 15);
  assert.equal(head1.at(-1)?.count, 15);
  assert.equal(g.dice.length, 2);
  for (const px of images) {
    for (const c of [...head0, ...head1])
      expectColor(px, c.x, c.y - c.r * 0.75, seat(c.seat), `head checker of seat ${c.seat}`);
    const die = g.dice[1];
    assert.ok(die);
    expectColor(px, die.x + die.w / 2, die.y + die.h / 2, THEME.ink, "a three's centre pip");
  }
});

test("long nardy finished: the winner's tray full and the banner, in English and German", async () => {
  const board: LongNardyBoard = {
    ...longNardy.view(longNardy.setup(seats(2), scriptedRng([5, 2, 6, 3])), null).board,
    points: Array.from({ length: 24 }, (_, i) => (i === 11 ? -15 : 0)),
    off: [15, 0],
    result: { winner: 0, points: 2, mars: true },
  };
  for (const language of ["en", "de"] as const) {
    const input = gameInput("long-nardy", board, 2, {
      status: "finished",
      turn: null,
      winners: [0],
      language,
    });
    const { layout, images } = await renderBoth(renderer, input);
    const tray = pointsOf(layout).trays[0];
    assert.ok(tray && layout.banner);
    for (const px of images) {
      expectColor(px, layout.banner.x + 8, layout.banner.y + 8, THEME.winBanner, "win banner");
      expectColor(px, tray.x + tray.w / 2, tray.y + tray.h / 2, seat(0), "the first seat's tray full");
    }
  }
});
