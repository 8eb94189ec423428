import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { assertBuilt } from "../support/built.ts";

test("production never builds: no compiled process entry imports esbuild, and the web client is a file in dist/web", () => {
  assertBuilt();
  for (const entry of ["dist/main.js", "dist/api/main.js", "dist/bot/main.js", "dist/storefront/main.js"])
    assert.doesNotMatch(readFileSync(entry, "utf8"), /["']esbuild["']/, entry);
  assert.ok(readFileSync("dist/web/play.js", "utf8").length > 10_000);
});
