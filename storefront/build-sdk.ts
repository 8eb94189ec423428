import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { bundleSdk } from "./build-browser.mjs";

/**
 * `npm run build:sdk [-- --out file.js]`: bundles the browser SDK with esbuild
 * (the same build the analytics service serves at /api/analytics/sdk.js) and
 * prints its minified and gzipped sizes; storefront/README.md's target is < 3 KB gzipped.
 */
const code = await bundleSdk();
const gzipped = gzipSync(code, { level: 9 }).length;
const out = process.argv.indexOf("--out");
if (out > 0) {
  const file = process.argv[out + 1];
  if (!file) throw new Error("--out needs a file name");
  writeFileSync(file, code);
  console.log(`wrote ${file}`);
}
console.log(`SDK: ${code.length} bytes minified, ${gzipped} bytes gzipped (target < 3072)`);
if (gzipped >= 3072) process.exitCode = 1;
