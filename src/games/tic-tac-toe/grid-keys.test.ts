import assert from "node:assert/strict";
import { test } from "node:test";
import { cellAfterKey, tabStop } from "./grid-keys.ts";

// 0 1 2 / 3 4 5 / 6 7 8 with 1, 4 and 5 taken.
const grid = { rows: 3, cols: 3, open: new Set([0, 2, 3, 6, 7, 8]) };

test("Left and Right walk the open cells in reading order and wrap, so each is reachable", () => {
  assert.equal(cellAfterKey(grid, 0, "ArrowRight"), 2);
  assert.equal(cellAfterKey(grid, 8, "ArrowRight"), 0);
  assert.equal(cellAfterKey(grid, 0, "ArrowLeft"), 8);
  assert.equal(cellAfterKey(grid, 3, "ArrowLeft"), 2);
});

test("Up and Down go to the nearest open cell in the next row that has one", () => {
  assert.equal(cellAfterKey(grid, 2, "ArrowDown"), 3);
  assert.equal(cellAfterKey(grid, 3, "ArrowDown"), 6);
  assert.equal(cellAfterKey(grid, 7, "ArrowUp"), 3);
  assert.equal(cellAfterKey(grid, 0, "ArrowUp"), null);
  assert.equal(cellAfterKey(grid, 0, "Enter"), null);
});

test("the tab stop stays on the last focused cell while it is open, else the first open one", () => {
  assert.equal(tabStop(grid, 7), 7);
  assert.equal(tabStop(grid, 4), 0);
  assert.equal(tabStop({ rows: 3, cols: 3, open: new Set() }, 4), null);
});
