// A node:test reporter for scripts/run-tests.mjs: the seconds each test file's
// top-level tests took, and their results, as one JSON object at the end.

/** Sums top-level test durations per file and counts results per file. */
export default async function* fileTimes(source) {
  const files = {};
  for await (const event of source) {
    if (event.type !== "test:pass" && event.type !== "test:fail") continue;
    const { nesting, file, details } = event.data;
    if (nesting !== 0 || !file) continue;
    files[file] ??= { seconds: 0, failed: 0 };
    const entry = files[file];
    entry.seconds += (details?.duration_ms ?? 0) / 1000;
    if (event.type === "test:fail") entry.failed++;
  }
  yield `${JSON.stringify(files)}\n`;
}
