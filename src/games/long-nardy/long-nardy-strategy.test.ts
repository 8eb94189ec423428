import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { hardAgainstEasy } from "./long-nardy-series.ts";
import { LONG_NARDY_STRATEGIES } from "./long-nardy-strategy.ts";

describe("long nardy computer players", () => {
  test("hard (race, blocks, off the head, no tall stacks) beats easy in a short seeded series, choosing only listed moves", () => {
    // The series of 1,000 is in the bench (`npm run bench`, docs/benchmarks.md); a dozen keeps this test quick.
    const wins = hardAgainstEasy(LONG_NARDY_STRATEGIES, 12);
    assert.ok(wins >= 10, `hard wins at least 10 of 12: ${wins}`);
  });
});
