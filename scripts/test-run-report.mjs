// What scripts/run-tests.mjs says and keeps once its batches end: the totals,
// the slowest and costliest files, and the per-file figures test/durations.json
// schedules the next run by.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

const COUNTS = ["tests", "pass", "fail", "cancelled", "skipped", "todo"];

/** The totals of every batch's summary lines, the slowest files, and the batches that failed. */
export function summarize(results, started) {
  const totals = Object.fromEntries(COUNTS.map((name) => [name, 0]));
  for (const { output } of results)
    for (const name of COUNTS) {
      const match = output.match(new RegExp(`^ℹ ${name} (\\d+)$`, "m"));
      totals[name] += Number(match?.[1] ?? 0);
    }
  const perFile = results.flatMap(({ times }) =>
    Object.entries(times).map(([file, t]) => [relative(process.cwd(), file), t.seconds, t.cpu]),
  );
  perFile.sort((a, b) => b[1] - a[1]);
  const byCpu = perFile.toSorted((a, b) => b[2] - a[2]);
  const cpu = perFile.reduce((sum, [, , c]) => sum + c, 0);
  const failed = results.filter((r) => r.code !== 0);
  const lines = [
    "",
    `══ ${results.length} batches, ${COUNTS.map((name) => `${totals[name]} ${name}`).join(", ")}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    `   slowest files: ${perFile
      .slice(0, 8)
      .map(([file, s]) => `${file} ${s.toFixed(1)} s`)
      .join(", ")}`,
    `   ${cpu.toFixed(0)} CPU-s in the batches; the most: ${byCpu
      .slice(0, 8)
      .map(([file, , c]) => `${file} ${c.toFixed(1)}`)
      .join(", ")}`,
    ...failed.map((r) => `✖ a batch exited ${r.code}: ${r.files.join(" ")}`),
    `tests: ${totals.pass} passed, ${totals.fail + totals.cancelled} failed, ${totals.skipped} skipped`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  return { failed: failed.length > 0 || totals.fail > 0 || totals.cancelled > 0, perFile };
}

/**
 * Writes this run's per-file seconds (what schedules) and CPU-seconds (what
 * costs) into the durations file, over the files it did not run (so a run of
 * a few files keeps the others' figures), dropping files not in `existing`.
 */
export function record(durations, perFile, existing) {
  let old = {};
  try {
    old = JSON.parse(readFileSync(durations, "utf8"));
  } catch {
    // No record yet: this run's files are all it holds.
  }
  const merged = (column, index) => {
    const figures = { ...old[column] };
    for (const row of perFile) figures[row[0]] = Math.round(row[index] * 10) / 10;
    return Object.fromEntries(
      Object.entries(figures)
        .filter(([file]) => existing.has(file))
        .sort((a, b) => a[0].localeCompare(b[0])),
    );
  };
  writeFileSync(
    durations,
    `${JSON.stringify({ seconds: merged("seconds", 1), cpu: merged("cpu", 2) }, null, 2)}\n`,
  );
}

/** CPU-seconds of every process this run started and reaped (Linux's /proc/self/stat cutime and cstime), or undefined elsewhere. */
export function childrenCpu() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
