import assert from "node:assert/strict";
import { test } from "node:test";
import { runRulesBench } from "../../bench/rules-bench.ts";
import { KNOWN_GAMES } from "../../src/games/registry.ts";

test("the rules micro-bench plays every registered game with its own easy strategy and replays it", async () => {
  const results = await runRulesBench(5);
  assert.deepEqual(
    results.map((r) => r.game),
    KNOWN_GAMES.map((g) => g.rules.id),
  );
  for (const r of results) assert.ok(r.applies_per_second > 0, r.game);
});
