import assert from "node:assert/strict";
import { test } from "node:test";
import { itemAfterKey } from "./roving-keys.ts";

const ROW = ["a", "b", "c"];

test("arrows walk a roving group's items in order, wrapping at both ends, and Home and End jump to its ends", () => {
  assert.equal(itemAfterKey(ROW, "a", "ArrowRight"), "b");
  assert.equal(itemAfterKey(ROW, "a", "ArrowDown"), "b");
  assert.equal(itemAfterKey(ROW, "c", "ArrowRight"), "a");
  assert.equal(itemAfterKey(ROW, "a", "ArrowLeft"), "c");
  assert.equal(itemAfterKey(ROW, "b", "ArrowUp"), "a");
  assert.equal(itemAfterKey(ROW, "b", "Home"), "a");
  assert.equal(itemAfterKey(ROW, "b", "End"), "c");
});

test("in a row laid out right to left, the left arrow goes on and the right arrow goes back; up and down do not change", () => {
  assert.equal(itemAfterKey(ROW, "a", "ArrowLeft", true), "b");
  assert.equal(itemAfterKey(ROW, "a", "ArrowRight", true), "c");
  assert.equal(itemAfterKey(ROW, "a", "ArrowDown", true), "b");
});

test("other keys, an empty group and a focus outside it: null for the first two, the nearest end for the last", () => {
  assert.equal(itemAfterKey(ROW, "a", "Enter"), null);
  assert.equal(itemAfterKey([], "a", "ArrowRight"), null);
  assert.equal(itemAfterKey(ROW, "z", "ArrowRight"), "a");
  assert.equal(itemAfterKey(ROW, "z", "ArrowLeft"), "c");
});
