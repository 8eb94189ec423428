import assert from "node:assert/strict";
import { test } from "node:test";
import type { GameRow } from "../../../src/db/schema.ts";
import type { StateDocument } from "../../../src/games/registry.ts";
import { createStateDocumentCache, type StateDocumentCache } from "../../../src/play/state-document-cache.ts";

/** What a read does: the cached document, or a new one kept. */
const reader =
  (cache: StateDocumentCache, build: () => StateDocument) =>
  (row: GameRow, viewer: string | null, paused: boolean) =>
    cache.find(row, viewer, paused) ?? cache.keep(row, viewer, paused, build());

const game = {
  id: "g",
  version: 3,
  turn_deadline: "2026-11-26T07:00:00.000Z",
  clock: null,
  seats: "[]",
} as GameRow;

test("a state document is built once per game version, deadline, clock, seat names, pause and viewer, and handed out frozen", () => {
  const cache = createStateDocumentCache(10);
  let builds = 0;
  const build = () => {
    builds++;
    return { version: builds } as unknown as StateDocument;
  };
  const get = reader(cache, build);
  const first = get(game, "p1", false);
  assert.equal(get(game, "p1", false), first);
  assert.ok(Object.isFrozen(first));
  assert.equal(builds, 1);
  for (const [row, viewer, paused] of [
    [{ ...game, version: 4 }, "p1", false],
    [{ ...game, turn_deadline: null }, "p1", false],
    [{ ...game, clock: "{}" }, "p1", false],
    [{ ...game, seats: '[{"id":"p1","name":"Deleted player"}]' }, "p1", false],
    [game, "p1", true],
    [game, "p2", false],
    [game, null, false],
  ] as const) {
    assert.notEqual(get(row, viewer, paused), first);
  }
  assert.equal(builds, 8);
});

test("the cache keeps at most its size, dropping the least recently used", () => {
  const cache = createStateDocumentCache(2);
  let builds = 0;
  const build = () => ({ n: ++builds }) as unknown as StateDocument;
  const get = reader(cache, build);
  const a = get(game, "a", false);
  get(game, "b", false);
  get(game, "a", false);
  get(game, "c", false);
  assert.equal(get(game, "a", false), a, "a was used last, so b went");
  get(game, "b", false);
  assert.equal(builds, 4);
});
