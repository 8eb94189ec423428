import assert from "node:assert/strict";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { bundleSdk } from "../../storefront/build-browser.mjs";

test("the SDK bundle stays under 3 KB gzipped", async () => {
  const code = await bundleSdk();
  const size = gzipSync(code, { level: 9 }).length;
  assert.ok(size < 3072, `${size} bytes gzipped`);
  assert.doesNotMatch(code, /\bimport\b|\brequire\(/, "one self-contained script");
});
