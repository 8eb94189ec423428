import assert from "node:assert/strict";
import { test } from "node:test";
import {
  expectColor,
  FONT_DIR,
  gameInput,
  type Pixels,
  renderBoth,
  rgb,
  seat,
} from "../../../test/render/render-support.ts";
import { type Rect, THEME } from "../../drawing/theme.ts";
import { type BoardLayout, createBoardRenderer } from "../../render/render-board.ts";
import type { DiceRaceBoard } from "./dice-race-board.ts";
import type { DiceRaceGeometry } from "./draw-dice-race.ts";

const renderer = createBoardRenderer({ fontDir: FONT_DIR });
const TRACK = "#e6eaf0";

function race(banked: number[], turn_total: number, last_roll: number | null): DiceRaceBoard {
  return { kind: "dice-race", target: 100, banked, turn_total, last_roll };
}

function raceOf(layout: BoardLayout): DiceRaceGeometry {
  if (layout.geometry.kind !== "dice-race")
    throw new Error(`expected dice-race, got ${layout.geometry.kind}`);
  return layout.geometry;
}

function bar(g: DiceRaceGeometry, s: number): Rect {
  const r = g.bars[s];
  if (r === undefined) throw new Error(`no bar for seat ${s}`);
  return r;
}

/** Probes a bar at a share of the target (0..1) along its length. */
function expectBarAt(px: Pixels, r: Rect, share: number, hex: string, what: string): void {
  expectColor(px, r.x + r.w * share, r.y + r.h / 2, hex, what);
}

function blend(hex: string, alpha: number): string {
  const [r, g, b] = rgb(hex);
  const [tr, tg, tb] = rgb(TRACK);
  const mix = (c: number, t: number): string =>
    Math.round(c * alpha + t * (1 - alpha))
      .toString(16)
      .padStart(2, "0");
  return `#${mix(r, tr)}${mix(g, tg)}${mix(b, tb)}`;
}

test("dice race at the start: empty bars and an empty die", async () => {
  const { layout, images } = await renderBoth(renderer, gameInput("pig", race([0, 0], 0, null), 2));
  const g = raceOf(layout);
  assert.equal(g.bars.length, 2);
  for (const px of images) {
    for (const s of [0, 1]) expectBarAt(px, bar(g, s), 0.5, TRACK, `empty bar ${s}`);
    expectColor(px, g.die.x + g.die.w / 2, g.die.y + g.die.h / 2, "#f3f5f8", "empty die face");
  }
});

test("dice race mid-game: banked share, the mover's pending turn total and a six", async () => {
  const input = gameInput("pig", race([40, 75, 10], 15, 6), 3, { turn: 1, scores: [40, 75, 10] });
  const { layout, images } = await renderBoth(renderer, input);
  const g = raceOf(layout);
  const pending = blend(seat(1), 0.35);
  for (const px of images) {
    expectBarAt(px, bar(g, 0), 0.3, seat(0), "seat 0 banked");
    expectBarAt(px, bar(g, 0), 0.5, TRACK, "seat 0 beyond banked");
    expectBarAt(px, bar(g, 1), 0.7, seat(1), "seat 1 banked");
    expectBarAt(px, bar(g, 1), 0.85, pending, "seat 1 turn total on top of banked");
    expectBarAt(px, bar(g, 1), 0.95, TRACK, "seat 1 beyond turn total");
    expectBarAt(px, bar(g, 2), 0.5, TRACK, "non-mover shows no turn total");
    expectColor(px, g.die.x + g.die.w * 0.25, g.die.y + g.die.h / 2, THEME.ink, "six's middle-left pip");
    expectColor(px, g.die.x + g.die.w / 2, g.die.y + g.die.h / 2, THEME.card, "six has no centre pip");
  }
});

test("dice race finished: winner's bar full and a win banner", async () => {
  const input = gameInput("pig", race([103, 75], 0, 3), 2, {
    status: "finished",
    turn: null,
    winners: [0],
    scores: [103, 75],
  });
  const { layout, images } = await renderBoth(renderer, input);
  const g = raceOf(layout);
  const banner = layout.banner;
  assert.ok(banner);
  for (const px of images) {
    expectBarAt(px, bar(g, 0), 0.97, seat(0), "bar capped at full");
    expectColor(px, banner.x + 8, banner.y + banner.h / 2, THEME.winBanner, "win banner");
    expectColor(px, g.die.x + g.die.w / 2, g.die.y + g.die.h / 2, THEME.ink, "three's centre pip");
  }
});
