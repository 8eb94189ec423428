import assert from "node:assert/strict";
import { test } from "node:test";
import { spectatorLabel } from "../../../src/images/spectator-label.ts";

test("a board image's spectators label: nothing for none, the count to 99, then two significant digits", () => {
  const cases: [number, string][] = [
    [0, ""],
    [1, "1"],
    [99, "99"],
    [100, "100"],
    [123, "120"],
    [999, "990"],
    [1000, "1k"],
    [1234, "1.2k"],
    [9999, "9.9k"],
    [12_345, "12k"],
    [123_456, "120k"],
  ];
  for (const [count, label] of cases) assert.equal(spectatorLabel(count), label, `${count}`);
});
