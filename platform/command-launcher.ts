import { exitOnUnsupportedNode } from "./node-version.ts";

/**
 * Built as each command's `<name>.js` (scripts/build.mjs), beside the command
 * itself in `<name>.app.js`: imports nothing from npm, so an old Node hears
 * why before anything native loads.
 */
exitOnUnsupportedNode();
await import(import.meta.url.replace(/\.js$/, ".app.js"));
