import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { test } from "node:test";
import { promisify } from "node:util";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

// The root project sees the browser code with Node's types as well; this one
// proves the SDK and the dashboard use browser APIs only.
test("tsc -p storefront/browser (DOM types, no Node types) is clean", { timeout: 120_000 }, async () => {
  const result = await promisify(execFile)(process.execPath, [
    tsc,
    "-p",
    "storefront/browser/tsconfig.json",
  ]).catch((error: { stdout: string }) => error);
  assert.equal(result.stdout, "", result.stdout);
});
