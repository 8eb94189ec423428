// The web client's bundle, written by `npm run build` to dist/web/; the API
// only serves those files.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { build } from "esbuild";

const here = (path) => new URL(path, import.meta.url).pathname;

const browser = {
  tsconfig: here("./tsconfig.json"),
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  legalComments: "none",
  logLevel: "warning",
};

/**
 * The core's verifier as the browser runs it: node:crypto becomes
 * web/verify/node-crypto-shim.ts (SHA-256 by @noble/hashes), the game
 * registry the rules-only web/verify/rules-registry.ts, and the core's
 * modules count as free of side effects (none registers anything when
 * loaded), so what they import only for the server (the database, the
 * schemas of other documents) is left out unless the verifier calls it.
 */
const verifierInBrowser = {
  name: "verifier-in-browser",
  setup(builder) {
    const core = here("../src/");
    const registry = here("../src/games/registry.ts");
    builder.onResolve({ filter: /^node:crypto$/ }, () => ({ path: here("./verify/node-crypto-shim.ts") }));
    builder.onResolve({ filter: /^\.\.?\// }, ({ path, importer }) => {
      const file = resolve(dirname(importer), path);
      if (!file.startsWith(core)) return undefined;
      return { path: file === registry ? here("./verify/rules-registry.ts") : file, sideEffects: false };
    });
  },
};

/**
 * `import { TEXTS } from "locales:verify"`: locales/<tag>/verify.ftl of every
 * language, by tag, read when the bundle is built, so the verify page has its
 * words offline (it checks export files with no server at all).
 */
const localeTexts = {
  name: "locale-texts",
  setup(builder) {
    const root = here("../locales/");
    builder.onResolve({ filter: /^locales:[a-z/-]+$/ }, ({ path }) => ({ path, namespace: "locales" }));
    builder.onLoad({ filter: /.*/, namespace: "locales" }, ({ path }) => {
      const part = path.slice("locales:".length);
      const texts = Object.fromEntries(
        readdirSync(root)
          .filter((tag) => existsSync(`${root}${tag}/${part}.ftl`))
          .map((tag) => [tag, readFileSync(`${root}${tag}/${part}.ftl`, "utf8")]),
      );
      return { contents: `export const TEXTS = ${JSON.stringify(texts)};`, loader: "js", watchFiles: [] };
    });
  },
};

/**
 * Builds web/main.tsx (Preact, minified) and play.css into `outdir` as
 * play.js and style.css, and the verify page (web/verify/main.tsx, with the
 * games' rules) as verify.js, so /play's own bundle stays small.
 */
export async function buildWebClient(outdir) {
  await build({ ...browser, entryPoints: { play: here("./main.tsx"), style: here("./play.css") }, outdir });
  await build({
    ...browser,
    entryPoints: { verify: here("./verify/main.tsx") },
    tsconfig: here("./verify/tsconfig.json"),
    plugins: [verifierInBrowser, localeTexts],
    outdir,
  });
}
