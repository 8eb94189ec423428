// A node:test reporter for scripts/run-tests.mjs: per test file, the seconds
// its top-level tests took, the CPU-seconds spent while it ran, and its
// failures, as one JSON object at the end.
import { readFileSync } from "node:fs";

/**
 * CPU-seconds used so far by this process and the children it has reaped
 * (the servers, commands and browsers a test starts): Linux's
 * /proc/self/stat, in clock ticks of 1/100 s; elsewhere this process alone.
 */
function cpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // utime, stime, cutime and cstime: fields 14 to 17, counted from the state (field 3).
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
}

/**
 * Sums top-level test durations per file and counts failures; the CPU used
 * between two events goes to the file of the later one (a batch runs its
 * files one after another, so that is the file that used it, loading included).
 */
export default async function* fileTimes(source) {
  const files = {};
  let last = cpuSeconds();
  for await (const event of source) {
    const { nesting, file, details } = event.data ?? {};
    if (!file) continue;
    files[file] ??= { seconds: 0, cpu: 0, failed: 0 };
    const entry = files[file];
    const now = cpuSeconds();
    entry.cpu += now - last;
    last = now;
    if ((event.type !== "test:pass" && event.type !== "test:fail") || nesting !== 0) continue;
    entry.seconds += (details?.duration_ms ?? 0) / 1000;
    if (event.type === "test:fail") entry.failed++;
  }
  yield `${JSON.stringify(files)}\n`;
}
