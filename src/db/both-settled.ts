/**
 * Both values once both promises have settled, or the first one's error.
 * A unit that sends two statements before waiting (so that on PostgreSQL
 * they share a round trip) waits for both this way: had it thrown at the
 * first error, the other would still be running while the unit rolls back.
 */
export async function bothSettled<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b]);
  if (first.status === "rejected") throw first.reason;
  if (second.status === "rejected") throw second.reason;
  return [first.value, second.value];
}
