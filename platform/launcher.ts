import { startWithSmallYoungGeneration } from "./heap-growth.ts";
import { execWithFewMallocArenas } from "./malloc-arenas.ts";
import { exitOnUnsupportedNode } from "./node-version.ts";
import { startWithoutOptimizingCompilers } from "./startup-compilers.ts";

/**
 * Built as each long-running process's `main.js` (scripts/build.mjs), beside
 * the process itself in `main.app.js`: imports nothing from npm, so it checks
 * the Node version before anything native loads, and V8's young generation
 * can be held small and the optimizing compilers off while the process loads
 * (heap-growth.ts, startup-compilers.ts). It first runs
 * itself again with few malloc arenas (malloc-arenas.ts), before any thread
 * has allocated.
 */
exitOnUnsupportedNode();
execWithFewMallocArenas();
await startWithoutOptimizingCompilers(() =>
  startWithSmallYoungGeneration(() => import(import.meta.url.replace(/\.js$/, ".app.js"))),
);
