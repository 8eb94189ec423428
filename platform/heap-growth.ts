import { PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";

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

/** The young generation's size now (both semi-spaces), in bytes. */
function youngGenerationBytes(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0;
}

/**
 * Holds V8's young generation at `maxMb` or below (YOUNG_GENERATION_MAX_MB; 0
 * leaves V8's own, which grows to two 16 MB semi-spaces under load and keeps
 * them: about 30 MB of the API's peak RSS). V8 reads its heap limits only at
 * start, but reads the semi-space growth factor at each growth, so after each
 * collection the factor is set to 1 once one more doubling would pass the
 * cap, and given back if V8 shrinks it below (never before: the launcher holds
 * it at 1 while the process loads). Returns the stop function.
 */
export function capYoungGeneration(
  maxMb: number,
  setFlags: (flags: string) => void = setFlagsFromString,
  youngBytes: () => number = youngGenerationBytes,
): () => void {
  if (maxMb <= 0) return () => {};
  let held = false;
  const observer = new PerformanceObserver(() => {
    const atCap = youngBytes() * SEMI_SPACE_GROWTH > maxMb * 1024 * 1024;
    if (atCap === held) return;
    held = atCap;
    setFlags(`--semi-space-growth-factor=${held ? 1 : SEMI_SPACE_GROWTH}`);
  });
  observer.observe({ entryTypes: ["gc"] });
  return () => observer.disconnect();
}
