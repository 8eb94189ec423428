// The web client's bundle: `npm run build` writes it to dist/web/; the API
// builds the same in memory when it runs from the TypeScript sources.
import { build } from "esbuild";

const here = (path) => new URL(path, import.meta.url).pathname;

/** Builds web/main.tsx (Preact, minified) and play.css; returns their text, or writes them to `outdir`. */
export async function buildWebClient(outdir) {
  const result = await build({
    entryPoints: { play: here("./main.tsx"), style: here("./play.css") },
    tsconfig: here("./tsconfig.json"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    logLevel: "warning",
    write: Boolean(outdir),
    ...(outdir ? { outdir } : { outdir: "web-out" }),
  });
  if (outdir) return null;
  const text = (name) => result.outputFiles.find((f) => f.path.endsWith(name))?.text ?? "";
  return { script: text("play.js"), styles: text("style.css") };
}
