// Work over a crowd (writes to thousands of sockets) done in short slices,
// each after a turn of the event loop: a player's request that arrives
// meanwhile waits behind one slice at most, never behind the whole crowd.

/** How long one slice runs before the event loop gets a turn. */
const SLICE_MS = 2;
/** Items between two looks at the clock. */
const CHECK_EVERY = 32;

/** Resolves after one turn of the event loop: pending I/O (the players' requests) runs first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls `each` on every item in order, after a turn of the event loop and in slices of about 2 ms that each end with one. */
export async function inSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
): Promise<void> {
  await nextTurn();
  let started = performance.now();
  for (let i = 0; i < items.length; i++) {
    if (i % CHECK_EVERY === 0 && performance.now() - started > SLICE_MS) {
      await nextTurn();
      started = performance.now();
    }
    each(items[i] as T, i);
  }
}
