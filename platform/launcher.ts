import { startWithSmallYoungGeneration } from "./heap-growth.ts";

/**
 * Built as each long-running process's `main.js` (scripts/build.mjs), beside
 * the process itself in `main.app.js`: imports nothing from npm, so V8's
 * young generation can be held small while the process loads (heap-growth.ts).
 */
await startWithSmallYoungGeneration(() => import(import.meta.url.replace(/\.js$/, ".app.js")));
