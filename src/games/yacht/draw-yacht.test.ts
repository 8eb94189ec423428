import assert from "node:assert/strict";
import { test } from "node:test";
import { expectColor, FONT_DIR, gameInput, renderBoth, seat } from "../../../test/render/render-support.ts";
import { type Rect, THEME } from "../../drawing/theme.ts";
import { type BoardLayout, createBoardRenderer } from "../../render/render-board.ts";
import { HELD_OUTLINE, type YachtGeometry } from "./draw-yacht.ts";
import type { YachtBoard } from "./yacht-board.ts";
import { YACHT_CATEGORIES } from "./yacht-categories.ts";
import { YACHT_ROWS } from "./yacht-words.ts";

const renderer = createBoardRenderer({ fontDir: FONT_DIR });

function yachtOf(layout: BoardLayout): YachtGeometry {
  if (layout.geometry.kind !== "yacht") throw new Error(`expected yacht, got ${layout.geometry.kind}`);
  return layout.geometry;
}

function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new Error(`missing index ${i}`);
  return v;
}

const leftOutline = (d: Rect): [number, number] => [d.x - HELD_OUTLINE, d.y + d.h / 2];

test("yacht at the start: five empty dice, nothing held, a full empty scorecard", async () => {
  const board: YachtBoard = {
    kind: "yacht",
    dice: [0, 0, 0, 0, 0],
    held: [false, false, false, false, false],
    rolls_left: 3,
    scorecards: [{}, {}],
    potential: {},
  };
  const { layout, images } = await renderBoth(renderer, gameInput("yacht", board, 2));
  const g = yachtOf(layout);
  assert.equal(g.dice.length, 5);
  assert.equal(YACHT_ROWS.length, YACHT_CATEGORIES.length + 2);
  for (const row of YACHT_ROWS) assert.equal(g.cells[row].length, 2, row);
  for (const px of images) {
    for (const d of g.dice) {
      expectColor(px, d.x + d.w / 2, d.y + d.h / 2, "#f3f5f8", "unrolled die");
      expectColor(px, ...leftOutline(d), THEME.card, "no held outline");
    }
  }
});

test("yacht mid-game: held dice outlined and labelled in the mover's colour", async () => {
  const board: YachtBoard = {
    kind: "yacht",
    dice: [6, 6, 2, 6, 1],
    held: [true, true, false, false, false],
    rolls_left: 1,
    scorecards: [{ ones: 2, chance: 21 }, { sixes: 18 }],
    potential: { threes: 0, sixes: 18, three_of_a_kind: 21, chance: 21 },
  };
  const input = gameInput("yacht", board, 2, { turn: 1, scores: [23, 18] });
  const { layout, images } = await renderBoth(renderer, input);
  const g = yachtOf(layout);
  const header = at(g.headers, 1);
  for (const px of images) {
    for (const i of [0, 1]) {
      expectColor(px, ...leftOutline(at(g.dice, i)), seat(1), `held outline on die ${i}`);
      const label = at(g.heldLabels, i);
      expectColor(px, label.x + label.h / 2, label.y + label.h / 2, seat(1), `HELD label on die ${i}`);
    }
    for (const i of [2, 3, 4])
      expectColor(px, ...leftOutline(at(g.dice, i)), THEME.card, `die ${i} not held`);
    const six = at(g.dice, 0);
    expectColor(px, six.x + six.w * 0.25, six.y + six.h / 2, THEME.ink, "six's middle-left pip");
    expectColor(px, header.x + 12, header.y + header.h / 2, seat(1), "mover's column header");
    const other = at(g.headers, 0);
    expectColor(px, other.x + 6, other.y + other.h / 2, THEME.card, "other column header");
  }
});

test("yacht finished: every cell scored, banner over the board", async () => {
  const full = Object.fromEntries(YACHT_CATEGORIES.map((c, i) => [c, i + 1]));
  const board: YachtBoard = {
    kind: "yacht",
    dice: [3, 3, 3, 3, 3],
    held: [false, false, false, false, false],
    rolls_left: 0,
    scorecards: [full, full, full],
    potential: {},
  };
  const input = gameInput("yacht", board, 3, {
    status: "finished",
    turn: null,
    winners: [0, 2],
    scores: [91, 91, 91],
  });
  const { layout, images } = await renderBoth(renderer, input);
  const g = yachtOf(layout);
  const banner = layout.banner;
  assert.ok(banner);
  assert.ok(banner.y + banner.h <= g.diceCard.y);
  for (const px of images) {
    expectColor(px, banner.x + 8, banner.y + 8, THEME.winBanner, "win banner");
    const d = at(g.dice, 0);
    expectColor(px, d.x + d.w / 2, d.y + d.h / 2, THEME.ink, "three's centre pip");
  }
});
