// `npm run test:unit` and `npm run test:without-rules`: every test file, run
// by `node --test` in batches that share one process (--test-isolation=none),
// several batches side by side.
//
// Why batches: a test process spends about 2.5 s of CPU loading the project's
// module graph (typebox, kysely, fastify, every game...) before its first
// test; one process per file paid that 169 times. Inside a batch the files run
// one after another, as they would alone (no file changes process.env, mocks
// timers or registers root hooks but `before(assertBuilt)`); batches run in
// parallel, one more than the cores by default: the batches wait on browsers,
// servers and timers a third of their time, which the extra batch fills (a
// whole run used about 520 CPU-s in 385 s on 2 cores with one per core); twice the
// cores starved tests that give a started process 30 or 60 s to answer.
// A batch exits once its tests end (--test-force-exit), even when a failed test
// left a process or a handle behind, so a failure never holds the suite.
//
// Scheduling: files go heaviest first (test/durations.json, seconds per file
// from an earlier run; a file it does not know counts as the median), and
// each free slot takes the next files up to its share of the work left
// (guided self-scheduling): long batches first, short ones at the end, so the
// slots finish together. A batch holds at least MIN_BATCH_SECONDS of tests, as
// each process pays its start-up again (3 to 4 CPU-s, 5 s of a lane under
// load): without the floor, a run ended with 22 batches of a second or less
// (96 files, 7 s of tests) that took 96 CPU-seconds, where the same files took
// 33 as one batch. A share of left / (1.25 × slots) makes about 9 batches for
// 2 slots where left / (2 × slots) made 15; with known durations the slots
// still end within a batch of each other.
//
// Browsers: the run starts one Chromium (test/support/chromium-server.ts) and
// gives every batch its endpoint; a browser test connects to it and opens its
// own contexts, which its close ends, instead of launching and closing a
// browser of its own (1.5 to 3 s each, about 30 times a run).
//
// `npm test` adds --checks: the typecheck, lint and deploy:check run beside
// the batches at a lower CPU priority, filling the time the batches wait on
// browsers, servers and timers; a failing check stops the run at once. The
// last slot starts its batches only when the checks are done: beside three
// batches on two cores a loaded run starved them until after the last batch.
//
//   node scripts/run-tests.mjs [--checks] [--without-rules] [--record] [--workers N] [FILE...]
//     --checks         run `npm run typecheck`, `lint` and `deploy:check` beside the tests
//     --without-rules  leave out the pure game rules (src/games, test/games): CI's server pass
//     --record         write this run's figures into test/durations.json (other files' are kept)
//     --workers N      batches at once (default TEST_WORKERS, else the cores + 1)
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { childrenCpu, record, summarize } from "./test-run-report.mjs";

const DURATIONS = "test/durations.json";
const REPORTER = new URL("./test-file-times.mjs", import.meta.url).pathname;
const RULES = ["src/games/", "test/games/"];
// Node 22 LTS still names the flag experimental; 24 has both.
const ISOLATION = process.allowedNodeEnvironmentFlags.has("--test-isolation")
  ? "--test-isolation"
  : "--experimental-test-isolation";
/** The least test time a batch is given (unless fewer are left): the slots may end this far apart. */
const MIN_BATCH_SECONDS = 15;
/** A free slot takes the work left divided by this many slots' worth (see Scheduling). */
const SHARE_DIVISOR = 1.25;

/** The command line: flags and, when given, the files to run instead of all of them. */
function parseArgs(argv) {
  const options = { checks: false, withoutRules: false, record: false, workers: undefined, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--checks") options.checks = true;
    else if (arg === "--without-rules") options.withoutRules = true;
    else if (arg === "--record") options.record = true;
    else if (arg === "--workers") options.workers = Number(argv[++i]);
    else options.files.push(arg);
  }
  const fromEnv = Number(process.env.TEST_WORKERS);
  options.workers ??= fromEnv > 0 ? fromEnv : availableParallelism() + 1;
  if (!(options.workers >= 1)) throw new Error(`--workers wants a positive number, not ${options.workers}`);
  return options;
}

/** Every `*.test.ts` under test/ and src/, as `find test src -name "*.test.ts"` lists them. */
function testFiles(withoutRules) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".test.ts")) found.push(path);
    }
  };
  walk("test");
  walk("src");
  return found.filter((f) => !withoutRules || !RULES.some((dir) => f.startsWith(dir))).sort();
}

/** Seconds per file from test/durations.json; unknown files weigh the median. */
function weigher() {
  let known = {};
  try {
    known = JSON.parse(readFileSync(DURATIONS, "utf8")).seconds ?? {};
  } catch {
    // No record yet: every file weighs the same, and the order is the listing's.
  }
  const values = Object.values(known).sort((a, b) => a - b);
  const median = values[values.length >> 1] ?? 1;
  return (file) => known[file] ?? median;
}

/** Takes the next files off the front of `queue`, up to a share of the weight left (at least one, and MIN_BATCH_SECONDS). */
function takeBatch(queue, weight, workers) {
  const left = queue.reduce((sum, file) => sum + weight(file), 0);
  const share = Math.max(left / (SHARE_DIVISOR * workers), MIN_BATCH_SECONDS);
  const batch = [];
  let taken = 0;
  while (queue.length > 0 && (batch.length === 0 || taken + weight(queue[0]) <= share)) {
    const file = queue.shift();
    batch.push(file);
    taken += weight(file);
  }
  return batch;
}

/**
 * Starts the run's one Chromium (test/support/chromium-server.ts); resolves
 * with the environment that points the batches' browser tests at it (a launch
 * and a close per browser test cost 1.5 to 3 s on two cores) and `stop`. The
 * server also ends when this process dies, as its stdin then closes.
 */
function startBrowserServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "test/support/chromium-server.ts"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdin.on("error", () => {});
  const exited = new Promise((resolve) => child.on("exit", resolve));
  /** Closes the browser; resolves once its process has exited (and its CPU is counted). */
  const stop = () => {
    child.stdin.end();
    return exited;
  };
  return new Promise((resolve) => {
    let line = "";
    child.stdout.on("data", (chunk) => {
      line += chunk;
      if (line.includes("\n"))
        resolve({ env: line.trim() ? { TEST_CHROMIUM_ENDPOINT: line.trim() } : {}, stop });
    });
    // It could not start: each browser test launches its own, as when run alone.
    exited.then(() => resolve({ env: {}, stop }));
  });
}

/** Runs one batch in its own `node --test` process; resolves with its output, exit code and file times. */
function runBatch(files, scratch, index, env) {
  const timesFile = join(scratch, `times-${index}.json`);
  const args = [
    "--import",
    "tsx",
    "--test",
    `${ISOLATION}=none`,
    "--test-force-exit",
    "--test-timeout=300000",
    "--test-reporter=spec",
    "--test-reporter-destination=stdout",
    `--test-reporter=${REPORTER}`,
    `--test-reporter-destination=${timesFile}`,
    ...files,
  ];
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  const chunks = [];
  child.stdout.on("data", (chunk) => chunks.push(chunk));
  child.stderr.on("data", (chunk) => chunks.push(chunk));
  return {
    child,
    done: new Promise((resolve) => {
      // A process a failed test left running may hold the batch's pipes open after the batch
      // exits: wait for its output a little, then close the pipes instead of waiting on that process.
      child.on("exit", () => {
        setTimeout(() => {
          child.stdout.destroy();
          child.stderr.destroy();
        }, 5_000).unref();
      });
      child.on("close", (code, signal) => {
        let times = {};
        try {
          times = JSON.parse(readFileSync(timesFile, "utf8"));
        } catch {
          // The process died before its reporter wrote: its output says why.
        }
        const output = Buffer.concat(chunks).toString();
        resolve({ files, code: code ?? signal, output, times, seconds: (Date.now() - started) / 1000 });
      });
    }),
  };
}

/**
 * The typecheck, lint and deploy:check, one after another, niced below the
 * test batches; a failure prints what it said and stops the whole run (the
 * SIGTERM handler of runAll kills the batches).
 */
function runChecks() {
  const started = Date.now();
  const child = spawn("npm run typecheck && npm run lint && npm run deploy:check", {
    shell: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    setPriority(child.pid, 10);
  } catch {
    // Not allowed here: the checks then share the CPU evenly with the tests.
  }
  const chunks = [];
  child.stdout.on("data", (chunk) => chunks.push(chunk));
  child.stderr.on("data", (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const result = { code: code ?? signal, output: Buffer.concat(chunks).toString() };
      process.stdout.write(
        `\n── checks (typecheck, lint, deploy:check) in ${((Date.now() - started) / 1000).toFixed(1)} s, exit ${result.code}\n`,
      );
      if (result.code !== 0) {
        process.stdout.write(result.output);
        process.kill(process.pid, "SIGTERM");
      }
      resolve(result);
    });
  });
}

/**
 * Runs the queue with `workers` batches at a time; prints each batch's output
 * as it ends. The last slot starts once `waitFor` has settled (the checks,
 * which use a core without waiting, so they end early instead of starved).
 */
async function runAll(queue, weight, workers, scratch, env, waitFor) {
  const results = [];
  const running = new Set();
  const stop = (signal) => {
    for (const { child } of running) child.kill(signal);
    process.exit(1);
  };
  process.once("SIGINT", stop).once("SIGTERM", stop);
  let index = 0;
  const slot = async (_, slotIndex) => {
    if (slotIndex === workers - 1 && workers > 1) await waitFor;
    while (queue.length > 0) {
      const files = takeBatch(queue, weight, workers);
      const batch = runBatch(files, scratch, index++, env);
      running.add(batch);
      const result = await batch.done;
      running.delete(batch);
      results.push(result);
      const names = files.map((f) => f.replace(/^(test|src)\//, "").replace(/\.test\.ts$/, ""));
      process.stdout.write(
        `\n── ${files.length} file(s) in ${result.seconds.toFixed(1)} s, exit ${result.code}: ${names.join(", ")}\n${result.output}`,
      );
    }
  };
  await Promise.all(Array.from({ length: workers }, slot));
  return results;
}

const options = parseArgs(process.argv.slice(2));
const weight = weigher();
const files = options.files.length > 0 ? options.files : testFiles(options.withoutRules);
const queue = [...files].sort((a, b) => weight(b) - weight(a));
const scratch = mkdtempSync(join(tmpdir(), "run-tests-"));
const started = Date.now();
try {
  const checks = options.checks ? runChecks() : Promise.resolve({ code: 0 });
  const browser = await startBrowserServer();
  const workers = Math.min(options.workers, files.length);
  const results = await runAll(queue, weight, workers, scratch, browser.env, checks);
  await browser.stop();
  const { failed, perFile } = summarize(results, started);
  if (options.record) record(DURATIONS, perFile, new Set(testFiles(false)));
  const checked = await checks;
  const all = childrenCpu();
  if (all !== undefined)
    process.stdout.write(
      `   ${all.toFixed(0)} CPU-s in all: the batches, the checks and the shared Chromium\n`,
    );
  process.exitCode = failed || checked.code !== 0 ? 1 : 0;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
