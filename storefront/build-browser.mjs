// The storefront's browser code, built by `npm run build` into
// dist/storefront-web/; the services only serve those files.
import { build } from "esbuild";

const here = (path) => new URL(path, import.meta.url).pathname;

/** The entries: the analytics SDK (an IIFE exposing `SiteAnalytics.init`), the dashboard and the shop. */
const ENTRIES = {
  sdk: { entry: "./browser/sdk/index.ts", globalName: "SiteAnalytics" },
  dashboard: { entry: "./browser/dashboard/main.ts" },
  shop: { entry: "./browser/shop/main.tsx" },
};

async function bundle(name) {
  const { entry, globalName } = ENTRIES[name];
  const result = await build({
    entryPoints: [here(entry)],
    bundle: true,
    minify: true,
    format: "iife",
    ...(globalName ? { globalName } : {}),
    target: "es2020",
    jsx: "automatic",
    jsxImportSource: "preact",
    write: false,
    legalComments: "none",
    logLevel: "warning",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** The SDK's minified bundle, as served at /api/analytics/sdk.js. */
export function bundleSdk() {
  return bundle("sdk");
}

/** Writes sdk.js, dashboard.js and shop.js into `outdir`. */
export async function buildStorefrontBrowser(outdir) {
  const { mkdir, writeFile } = await import("node:fs/promises");
  await mkdir(outdir, { recursive: true });
  for (const name of Object.keys(ENTRIES)) await writeFile(`${outdir}/${name}.js`, await bundle(name));
}
