// `npm run build`: compiles each process entry, with the project's own modules
// bundled in and every npm package left external, to dist/ (same tree).
import { build } from "esbuild";
import { buildStorefrontBrowser } from "../storefront/build-browser.mjs";
import { buildWebClient } from "../web/build-client.mjs";

const entries = [
  "main.ts",
  "api/main.ts",
  "bot/main.ts",
  "storefront/main.ts",
  "storefront/worker.ts",
  "scripts/migrate.ts",
];

await build({
  entryPoints: entries,
  outdir: "dist",
  outbase: ".",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  logLevel: "warning",
});

// The web client (/play): a browser bundle, built here so production serves files, never builds.
await buildWebClient("dist/web");
await buildStorefrontBrowser("dist/storefront-web");
