import assert from "node:assert/strict";
import { test } from "node:test";
import { createWriteMemo } from "../../../src/db/write-memo.ts";

test("a write memo shows a unit its own sets, its batch's kept ones, then the committed ones", () => {
  const memo = createWriteMemo();
  memo.openBatch(false);
  const first = memo.unit();
  first.layer.set("a", 1);
  assert.equal(first.layer.get("a"), 1);
  const dropped = memo.unit();
  dropped.layer.set("a", 99);
  const second = memo.unit();
  assert.equal(second.layer.get("a"), undefined, "not kept yet");
  first.keep();
  assert.equal(second.layer.get("a"), 1, "kept by the batch; the dropped unit's set never is");
  memo.commit();
  memo.openBatch(false);
  assert.equal(memo.unit().layer.get("a"), 1);
});

test("a batch that aborts leaves the committed values, and another connection's write forgets them", () => {
  const memo = createWriteMemo();
  memo.openBatch(false);
  const unit = memo.unit();
  unit.layer.set("a", 1);
  unit.keep();
  memo.commit();
  memo.openBatch(false);
  const later = memo.unit();
  later.layer.set("a", 2);
  later.keep();
  memo.abort();
  memo.openBatch(false);
  assert.equal(memo.unit().layer.get("a"), 1);
  memo.openBatch(true);
  assert.equal(memo.unit().layer.get("a"), undefined);
});

test("a write memo keeps at most its limit, dropping the values written longest ago", () => {
  const memo = createWriteMemo(2);
  for (const key of ["a", "b", "c"]) {
    memo.openBatch(false);
    const unit = memo.unit();
    unit.layer.set(key, key);
    unit.keep();
    memo.commit();
  }
  memo.openBatch(false);
  const view = memo.unit().layer;
  assert.deepEqual(
    ["a", "b", "c"].map((k) => view.get(k)),
    [undefined, "b", "c"],
  );
});

test("a unit never sees a value committed after it began, and one that lost a race drops what it read", () => {
  const memo = createWriteMemo(10, true);
  const writer = memo.unit();
  const early = memo.unit();
  writer.layer.set("head", 1);
  writer.keep();
  memo.commit();
  assert.equal(early.layer.get("head"), undefined, "newer than the early unit's snapshot");
  const loser = memo.unit();
  assert.equal(loser.layer.shared, true);
  assert.equal(loser.layer.get("head"), 1);
  loser.forget();
  assert.equal(memo.unit().layer.get("head"), undefined, "read afresh on the retry");
});
