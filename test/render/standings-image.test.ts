import assert from "node:assert/strict";
import { test } from "node:test";
import { projectFile } from "../../platform/project-files.ts";
import { createBoardRenderer } from "../../src/render/render-board.ts";
import { STANDINGS_ROWS, standingsHeight } from "../../src/render/standings-image.ts";

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
