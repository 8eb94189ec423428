// The web client's bundle, written by `npm run build` to dist/web/; the API
// only serves those files.
import { build } from "esbuild";

const here = (path) => new URL(path, import.meta.url).pathname;

/** Builds web/main.tsx (Preact, minified) and play.css into `outdir` as play.js and style.css. */
export async function buildWebClient(outdir) {
  await build({
    entryPoints: { play: here("./main.tsx"), style: here("./play.css") },
    tsconfig: here("./tsconfig.json"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    logLevel: "warning",
    outdir,
  });
}
