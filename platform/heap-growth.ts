import { setFlagsFromString } from "node:v8";

/**
 * Lets the old generation grow `percent` past what the last full collection
 * kept before V8 collects it again (HEAP_GROWING_PERCENT; 0 leaves V8's own
 * factor). Under load, the objects of requests in flight outlive two
 * scavenges, are promoted, and die soon after; with V8's factor (up to 4x)
 * the old generation fills with them to about 100 MB before a full
 * collection finds 30 MB alive. V8 reads the factor at every collection, so
 * it takes effect when set after start, unlike the heap's size limits.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** V8's own factor by which the young generation's semi-spaces grow (`node --v8-options`). */
const SEMI_SPACE_GROWTH = 2;

/**
 * Runs `load` (a process's modules and its start) with V8's young generation
 * held at its first size, then lets it grow again. Loading a process keeps
 * most of what it allocates, so V8 grows the young generation to its largest
 * (two 16 MB semi-spaces) before the first request and keeps it: about 22
 * MB of the API's idle RSS. Under load it grows as before, to what the
 * requests' garbage needs. V8 reads the factor at each growth.
 */
export async function startWithSmallYoungGeneration(
  load: () => Promise<unknown>,
  setFlags: (flags: string) => void = setFlagsFromString,
): Promise<void> {
  setFlags("--semi-space-growth-factor=1");
  try {
    await load();
  } finally {
    setFlags(`--semi-space-growth-factor=${SEMI_SPACE_GROWTH}`);
  }
}
