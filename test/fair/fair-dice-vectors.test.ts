import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import type { RngState } from "../../src/games/contract.ts";
import { createRng, mixEntropy, rngStateFromSeed, startingRngState } from "../../src/games/rng.ts";

/** The value after `label:` in the test-vector block of docs/fair-dice.md. */
function vector(doc: string, label: string): string {
  const line = doc.split("\n").find((l) => l.startsWith(`${label}:`));
  assert.ok(line, `docs/fair-dice.md has "${label}"`);
  return line.slice(label.length + 1).trim();
}

const dice = (rng: ReturnType<typeof createRng>, count: number) =>
  Array.from({ length: count }, () => rng.die(6)).join(" ");

test("the test vectors in docs/fair-dice.md are what the dice produce", () => {
  const doc = readFileSync("docs/fair-dice.md", "utf8");
  const seed = vector(doc, "seed");
  const entropy = vector(doc, "entropy");
  const other = vector(doc, "other");
  assert.equal(dice(createRng(rngStateFromSeed(seed)), 20), vector(doc, "seed alone, first 20 d6"));
  assert.equal(
    dice(createRng(startingRngState(seed, entropy)), 20),
    vector(doc, "entropy at the start, first 20 d6"),
  );
  const rng = createRng(rngStateFromSeed(seed));
  const before = dice(rng, 5);
  const after = dice(createRng(mixEntropy(seed, rng.snapshot(), other)), 20);
  assert.equal(`${before} | ${after}`, vector(doc, "seed alone, 5 d6, then other"));
  assert.equal(startingRngState(seed, entropy).join(" "), vector(doc, "state after the start's entropy"));
  assert.deepEqual(startingRngState(seed, entropy.toUpperCase()), startingRngState(seed, entropy));
});

type Step =
  | { mix: string; state_after: RngState }
  | { die: number; values: number[]; outputs: number; state_after: RngState }
  | { int: number; values: number[]; outputs: number; state_after: RngState };

interface VectorCase {
  seed: string;
  start_entropy: string | null;
  start_state: RngState;
  steps: Step[];
}

test("the dice match vectors computed apart from them, from docs/fair-dice.md alone (test/fixtures/fair-dice-vectors.py)", () => {
  const { cases } = JSON.parse(readFileSync("test/fixtures/fair-dice-vectors.json", "utf8")) as {
    cases: VectorCase[];
  };
  const draws = cases.flatMap((c) => c.steps.filter((s) => "values" in s));
  assert.ok(
    draws.some((s) => s.outputs > s.values.length),
    "the vectors include draws that reject an output",
  );
  for (const { seed, start_entropy, start_state, steps } of cases) {
    let state = startingRngState(seed, start_entropy);
    assert.deepEqual(state, start_state, `start of ${seed}`);
    for (const [i, step] of steps.entries()) {
      const where = `${seed} step ${i}`;
      if ("mix" in step) {
        state = mixEntropy(seed, state, step.mix);
      } else {
        const rng = createRng(state);
        const values = step.values.map(() => ("die" in step ? rng.die(step.die) : rng.int(step.int)));
        assert.deepEqual(values, step.values, where);
        state = rng.snapshot();
      }
      assert.deepEqual(state, step.state_after, where);
    }
  }
});
