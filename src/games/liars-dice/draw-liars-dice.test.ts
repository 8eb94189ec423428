import assert from "node:assert/strict";
import { test } from "node:test";
import { expectColor, FONT_DIR, gameInput, renderBoth } from "../../../test/render/render-support.ts";
import { THEME } from "../../drawing/theme.ts";
import { type BoardLayout, createBoardRenderer } from "../../render/render-board.ts";
import { createRng, rngStateFromSeed } from "../rng.ts";
import { BACKED, type LiarsDiceGeometry } from "./draw-liars-dice.ts";
import { liarsDice } from "./liars-dice.ts";
import type { LiarsDiceBoard } from "./liars-dice-board.ts";

const renderer = createBoardRenderer({ fontDir: FONT_DIR });

function geometryOf(layout: BoardLayout): LiarsDiceGeometry {
  if (layout.geometry.kind !== "liars-dice")
    throw new Error(`expected liars-dice, got ${layout.geometry.kind}`);
  return layout.geometry;
}

const midRound: LiarsDiceBoard = {
  kind: "liars-dice",
  round: 2,
  dice_counts: [5, 4, 5],
  viewer_seat: null,
  my_dice: [],
  bids: [
    { seat: 0, count: 3, face: 4 },
    { seat: 1, count: 4, face: 4 },
  ],
  last_round: {
    round: 1,
    cups: [
      [1, 4, 4, 2, 6],
      [3, 3, 5, 5, 2],
      [6, 6, 1, 2, 3],
    ],
    bid: { seat: 2, count: 6, face: 6 },
    caller: 0,
    counted: 4,
    loser: 2,
  },
};

test("liar's dice: every cup face down, the standing bid, the last call face up with its backing dice marked", async () => {
  const { layout, images } = await renderBoth(
    renderer,
    gameInput("liars-dice", midRound, 3, { turn: 2, scores: [5, 4, 5] }),
  );
  const g = geometryOf(layout);
  assert.deepEqual(
    g.cups.map((cup) => cup.length),
    [5, 4, 5],
  );
  assert.deepEqual(
    g.revealed.map((cup) => cup.length),
    [5, 5, 5],
  );
  for (const px of images) {
    for (const cup of g.cups)
      for (const d of cup) expectColor(px, d.x + 3, d.y + d.h / 2, THEME.header, "a face-down die");
    const wild = g.revealed[2]?.[2];
    const plain = g.revealed[2]?.[3];
    assert.ok(wild && plain);
    expectColor(px, wild.x - 2, wild.y + wild.h / 2, BACKED, "a revealed one backs a bid on sixes");
    expectColor(px, plain.x - 2, plain.y + plain.h / 2, THEME.card, "a revealed two does not");
    expectColor(px, g.bidDie.x + g.bidDie.w / 2, g.bidDie.y + 6, THEME.card, "the bid's die");
  }
});

test("liar's dice: the image is the same whoever's view it is drawn from, so it never shows a hidden die", async () => {
  const rng = createRng(rngStateFromSeed("image-hides-dice"));
  const seats = [0, 1, 2].map((i) => ({ id: `p${i}`, name: `P${i}` }));
  const state = liarsDice.setup(seats, rng);
  const spectator = liarsDice.view(state, null).board;
  assert.deepEqual(spectator.my_dice, []);
  const spectatorImages = await renderBoth(renderer, gameInput("liars-dice", spectator, 3));
  for (const seat of seats) {
    const own = liarsDice.view(state, seat.id).board;
    assert.equal(own.my_dice.length, 5);
    const { images } = await renderBoth(renderer, gameInput("liars-dice", own, 3));
    const g = geometryOf(spectatorImages.layout);
    for (const [i, px] of images.entries()) {
      const base = spectatorImages.images[i];
      assert.ok(base);
      for (let y = 0; y < px.height; y += 3)
        for (let x = 0; x < px.width; x += 3) assert.deepEqual(px.at(x, y), base.at(x, y), `(${x}, ${y})`);
      for (const d of g.cups.flat()) expectColor(px, d.x + d.w / 2, d.y + 8, THEME.header, "face down");
    }
  }
});
