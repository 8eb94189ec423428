/**
 * Runs `settle` for each due id in turn, so one broken game (say, its plugin
 * was uninstalled) or account holds up no other; the failures are thrown
 * together at the end. Answers how many settled something.
 */
export async function settleEach(
  ids: readonly string[],
  what: string,
  settle: (id: string) => Promise<boolean>,
): Promise<number> {
  const failures: unknown[] = [];
  let settled = 0;
  for (const id of ids) {
    const done = await settle(id).catch((error: unknown) => {
      failures.push(new Error(`${what} of ${id} failed`, { cause: error }));
      return false;
    });
    if (done) settled++;
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} ${what}s failed`);
  return settled;
}
