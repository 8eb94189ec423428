import assert from "node:assert/strict";
import { test } from "node:test";
import { matchGroups, windowOf } from "../../src/matchmaking/match-groups.ts";

const ticket = (id: string, rating: number, createdMs = 0) => ({ id, rating, createdMs });

test("the window is ±100, widening by 50 every 10 s of waiting", () => {
  const t = ticket("a", 1000);
  assert.deepEqual(
    [0, 9_999, 10_000, 35_000].map((ms) => windowOf(t, ms)),
    [100, 100, 150, 250],
  );
});

test("the nearest ratings within the window meet; a far one waits until its window reaches", () => {
  const waiting = [ticket("a", 1000), ticket("b", 1250), ticket("c", 1080), ticket("d", 1400)];
  assert.deepEqual(
    matchGroups(waiting, 2, 0).map((g) => g.map((t) => t.id)),
    [["a", "c"]],
  );
  assert.deepEqual(
    matchGroups(waiting, 2, 30_000).map((g) => g.map((t) => t.id)),
    [
      ["a", "c"],
      ["b", "d"],
    ],
  );
});

test("the longest waiter is served first, and a long wait reaches a newcomer", () => {
  const waiting = [ticket("new", 1000, 60_000), ticket("old", 1300, 0), ticket("mid", 1090, 50_000)];
  assert.deepEqual(
    matchGroups(waiting, 2, 60_000).map((g) => g.map((t) => t.id)),
    [["old", "mid"]],
  );
});

test("tables of three take the two nearest", () => {
  const waiting = [ticket("a", 1000), ticket("b", 1030), ticket("c", 960), ticket("d", 1010)];
  assert.deepEqual(
    matchGroups(waiting, 3, 0).map((g) => g.map((t) => t.id).sort()),
    [["a", "b", "d"]],
  );
});

test("two players who blocked one another are not matched while another opponent is in reach", () => {
  const waiting = [ticket("a", 1000), ticket("b", 1010), ticket("c", 1050)];
  const apart = (x: { id: string }, y: { id: string }) => [x.id, y.id].sort().join() === "a,b";
  assert.deepEqual(
    matchGroups(waiting, 2, 0, apart).map((g) => g.map((t) => t.id)),
    [["a", "c"]],
  );
  assert.deepEqual(matchGroups([ticket("a", 1000), ticket("b", 1010)], 2, 0, apart), []);
});
