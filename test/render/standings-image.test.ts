import assert from "node:assert/strict";
import { test } from "node:test";
import { projectFile } from "../../platform/project-files.ts";
import { createBoardRenderer } from "../../src/render/render-board.ts";
import { STANDINGS_ROWS, standingsHeight } from "../../src/render/standings-image.ts";
import { colorDistance, decode } from "./render-support.ts";

const row = (rank: number, name: string, points: number) => ({ rank, name, points, tiebreak: 2.5, games: 3 });

test("final standings are a PNG in the boards' look, one row per player up to the podium's length", async () => {
  const renderer = createBoardRenderer({ fontDir: projectFile("data/fonts/") });
  const rows = Array.from({ length: 20 }, (_, i) =>
    row(i + 1, `Player with a long name ${i + 1}`, 4 - i * 0.5),
  );
  const png = await renderer.renderStandings({
    title: "Friday cup",
    game: "Tic-tac-toe",
    format: "swiss",
    rows,
    language: "de",
  });
  assert.deepEqual([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join(""), "PNG");
  assert.equal(png.readUInt32BE(16), 800);
  assert.equal(png.readUInt32BE(20), standingsHeight(rows.length));
  assert.equal(standingsHeight(rows.length), standingsHeight(STANDINGS_ROWS));
  assert.ok(standingsHeight(2) < standingsHeight(3));
});

test("right to left the standings table mirrors: the rank stands at the right and every cell ends at its column's right", async () => {
  const renderer = createBoardRenderer({ fontDir: projectFile("data/fonts/") });
  const rowH = standingsHeight(2) - standingsHeight(1);
  // The second row: the first carries the winner's highlight.
  const top = standingsHeight(2) - 2 * 20 - rowH;
  const inkOf = async (language: "en" | "fa") => {
    const png = await renderer.renderStandings({
      title: "Cup",
      game: "Ludo",
      format: "swiss",
      rows: [row(1, "Ann", 2), row(2, "Bea", 1.5)],
      language,
    });
    const pixels = await decode(png);
    const xs: number[] = [];
    for (let y = top + 8; y < top + rowH - 8; y++)
      for (let x = 30; x < pixels.width - 30; x++)
        if (colorDistance(pixels.at(x, y), [255, 255, 255]) > 100) xs.push(x);
    return { first: Math.min(...xs), last: Math.max(...xs), width: pixels.width };
  };
  const ltr = await inkOf("en");
  const rtl = await inkOf("fa");
  assert.ok(ltr.first < 60, `left to right, the rank starts at the left (${ltr.first})`);
  assert.ok(rtl.last > rtl.width - 60, `right to left, the rank ends at the right (${rtl.last})`);
  assert.ok(rtl.first > 60, `and the games column ends short of the left edge (${rtl.first})`);
  assert.ok(Math.abs(rtl.first - (ltr.width - 1 - ltr.last)) <= 4, "the last column mirrors the first");
  assert.ok(Math.abs(rtl.last - (ltr.width - 1 - ltr.first)) <= 4, "and the rank mirrors the rank");
});
