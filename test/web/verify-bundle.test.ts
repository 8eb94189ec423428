import assert from "node:assert/strict";
import { createHash as nodeCreateHash } from "node:crypto";
import { describe, test } from "node:test";
import { findPlugin, GAME_PLUGINS } from "../../src/games/registry.ts";
import { createHash } from "../../web/verify/node-crypto-shim.ts";
import { findPlugin as findRules } from "../../web/verify/rules-registry.ts";

describe("the verify page's stand-ins for server modules", () => {
  test("the node:crypto shim hashes strings and bytes as node:crypto does, hex and words alike", () => {
    const parts = ["dice-board/entropy/v1\n", "seed ✓ ünïcode", new Uint8Array([0, 1, 254, 255]), ""];
    const ours = createHash("sha256");
    const node = nodeCreateHash("sha256");
    for (const part of parts) {
      ours.update(part);
      node.update(part);
    }
    const [mine, theirs] = [ours.digest(), node.digest()];
    assert.deepEqual([...mine], [...theirs]);
    for (const offset of [0, 4, 8, 12, 28])
      assert.equal(mine.readUInt32LE(offset), theirs.readUInt32LE(offset));
    const text = "x".repeat(1000);
    assert.equal(
      createHash("sha256").update(text).digest("hex"),
      nodeCreateHash("sha256").update(text).digest("hex"),
    );
    assert.throws(() => createHash("md5"), /only sha256/);
  });

  test("the rules-only registry holds every game's own rules, and no others", () => {
    for (const plugin of GAME_PLUGINS) assert.equal(findRules(plugin.id), findPlugin(plugin.id), plugin.id);
    assert.equal(findRules("chess"), undefined);
    assert.equal(findRules("constructor"), undefined);
  });
});
