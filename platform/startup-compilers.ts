import { setFlagsFromString } from "node:v8";

/** Node flags that choose the optimizing compilers themselves; a process started with one keeps its choice. */
const OWN_CHOICE = /--(no-)?(turbofan|opt|maglev|jitless)\b/;

/**
 * Runs `load` (a process's modules and its start) with V8's optimizing
 * compilers (Maglev and Turbofan) off, then turns them on. Loading runs most
 * functions once; the few that loop while loading (building schemas and
 * routes) were optimized, which mapped the compilers' code and kept their
 * memory and optimized code: about 9 MB of the API's idle RSS, for no
 * measurable start-up CPU. V8 reads both flags at each tier-up decision,
 * so code that gets hot under requests is optimized as before.
 */
export async function startWithoutOptimizingCompilers(
  load: () => Promise<unknown>,
  setFlags: (flags: string) => void = setFlagsFromString,
  nodeFlags: string = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].join(" "),
): Promise<void> {
  if (OWN_CHOICE.test(nodeFlags)) {
    await load();
    return;
  }
  setFlags("--no-maglev --no-turbofan");
  try {
    await load();
  } finally {
    setFlags("--maglev --turbofan");
  }
}
