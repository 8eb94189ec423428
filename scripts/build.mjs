// `npm run build`: compiles each process entry, with the project's own modules
// bundled in and every npm package left external, to dist/ (same tree).
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { buildStorefrontBrowser } from "../storefront/build-browser.mjs";
import { buildWebClient } from "../web/build-client.mjs";

/**
 * Each entry is built to `<name>.app.js`, and run through a launcher built as
 * `<name>.js` that checks the Node version before any native module loads:
 * platform/launcher.ts for long-running processes, platform/command-launcher.ts
 * for commands.
 */
const processes = ["main.ts", "api/main.ts", "bot/main.ts", "storefront/main.ts", "storefront/worker.ts"];
// Commands, with those the tests run as a person would (a process each): built, a start
// costs under a third of the CPU of the TypeScript through tsx (the API: 0.8 s against 3.6 s).
const commands = [
  "scripts/migrate.ts",
  "scripts/backup.ts",
  "scripts/restore.ts",
  "scripts/verify-game.ts",
  "scripts/export-games.ts",
  "scripts/create-staff.ts",
  "scripts/purge-old-analytics-events.ts",
];
const outName = (entry) => entry.replace(/\.ts$/, "");

/** The commit the health documents report as release_id: RELEASE_ID (an image build without .git), else git's HEAD, else unknown. */
function releaseId() {
  if (process.env.RELEASE_ID) return process.env.RELEASE_ID;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * npm packages of ES modules bundled into each process instead of loaded from
 * node_modules: typebox, kysely and openskill's ramda are over 1,300 small
 * modules, and each one Node loads costs a resolution, a compile and its
 * module records for as long as the process lives (a third of the API's
 * start-up and 10 MB of its idle heap). Bundled, only what the code uses is
 * kept. Every other package stays external (native addons, CommonJS).
 */
const BUNDLED_PACKAGES = new Set(["typebox", "kysely", "openskill", "ramda", "uuid"]);

/** The package a bare import names (`@scope/name` or `name`; a builtin's `node:name`). */
function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Leaves every bare import external (esbuild's `packages: "external"`) but those of BUNDLED_PACKAGES. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      return BUNDLED_PACKAGES.has(packageOf(path)) ? undefined : { path, external: true };
    });
  },
};

const common = {
  outdir: "dist",
  bundle: true,
  plugins: [externalPackages],
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: "linked",
  logLevel: "warning",
};

/**
 * Writes `contents` to `path` only when they differ from what it holds, and
 * then through a file renamed over it: a process that reads dist/ while a
 * build runs (verify-release builds during `npm test`, beside tests starting
 * dist/ entries) reads the old file or the new one, never half of one.
 */
function writeIfChanged(path, contents) {
  try {
    if (readFileSync(path).equals(Buffer.from(contents))) return;
  } catch {
    // Not there yet.
  }
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** Builds a browser bundle into a scratch folder, then writes what changed into `outdir`. */
async function buildInto(outdir, buildTo) {
  const scratch = mkdtempSync(join(tmpdir(), "build-"));
  try {
    await buildTo(scratch);
    for (const name of readdirSync(scratch))
      writeIfChanged(join(outdir, name), readFileSync(join(scratch, name)));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Writes esbuild's outputs with every character past ASCII in a script
 * escaped. esbuild escapes them in code but keeps the comments it carries
 * over as they are, and one non-Latin-1 character in a comment (kysely's
 * documentation has them) makes V8 hold the whole source of the process, 1.5
 * million characters, at two bytes each for as long as it runs.
 */
function writeAsciiOutputs({ outputFiles }) {
  const unicodeEscape = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  const ascii = (text) => text.replace(/[^\0-\x7f]/g, unicodeEscape);
  for (const file of outputFiles)
    writeIfChanged(file.path, file.path.endsWith(".js") ? ascii(file.text) : file.contents);
}

/**
 * Builtins whose module object has lazy getters that load more of Node: an
 * `import` of one makes Node read every export once, getters included, and
 * node:http's WebSocket getter loads undici (about 2 MB of the API's idle RSS,
 * 13 MB of a bare process). The code reads them through `createRequire`,
 * which reads only what it asks for; the build fails on an `import` of one.
 */
const REQUIRED_BUILTINS = new Set(["node:http", "node:https", "http", "https"]);

/** Throws when a process's bundle imports a builtin of REQUIRED_BUILTINS. */
function refuseCostlyBuiltinImports({ metafile }) {
  for (const [file, { imports }] of Object.entries(metafile.outputs))
    for (const { path, kind } of imports)
      if (REQUIRED_BUILTINS.has(path) && kind === "import-statement")
        throw new Error(`${file} imports ${path}: read it through createRequire (see REQUIRED_BUILTINS)`);
}

const processBuild = await build({
  ...common,
  write: false,
  metafile: true,
  entryPoints: [...processes, ...commands].map((entry) => ({ in: entry, out: `${outName(entry)}.app` })),
  define: { BUILT_RELEASE_ID: JSON.stringify(releaseId()) },
});
refuseCostlyBuiltinImports(processBuild);
writeAsciiOutputs(processBuild);
writeAsciiOutputs(
  await build({
    ...common,
    write: false,
    entryPoints: [
      ...processes.map((entry) => ({ in: "platform/launcher.ts", out: outName(entry) })),
      ...commands.map((entry) => ({ in: "platform/command-launcher.ts", out: outName(entry) })),
    ],
  }),
);

// The web client (/play): a browser bundle, built here so production serves files, never builds.
await buildInto("dist/web", buildWebClient);
await buildInto("dist/storefront-web", buildStorefrontBrowser);
