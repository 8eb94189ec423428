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
