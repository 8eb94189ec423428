import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
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
