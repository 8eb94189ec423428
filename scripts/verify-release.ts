import { existsSync } from "node:fs";
import { ConfigError } from "../platform/config-parsers.ts";
import { projectFile } from "../platform/project-files.ts";
import { parseConfig } from "../src/config.ts";
import { parseStorefrontConfig } from "../storefront/config.ts";
import { createLocalStack, runProjectCommand } from "./release/local-stack.ts";
import { isRemote, parseReleaseArgs, RELEASE_USAGE, type ReleaseArgs } from "./release/release-args.ts";
import { formatReleaseTable } from "./release/release-report.ts";
import { runReleaseChecks } from "./release/release-steps.ts";
import {
  HEALTH_PATHS,
  localTargets,
  RELEASE_SERVICES,
  type ReleaseTargets,
} from "./release/release-targets.ts";
import { createStepRecorder } from "./release/step-recorder.ts";

/**
 * `npm run verify-release`: the seed's post-release sequence, mandatory after
 * every release. Locally it builds and starts the storefront (with its worker
 * when REDIS_URL is set) and the game API itself, after PostgreSQL and Redis
 * with --start-servers; with URLs it checks a deployment and starts nothing.
 * Exit 0 only when every step passed; otherwise 1, naming the failed steps
 * (64: bad arguments, 78: bad configuration).
 */
if (existsSync(".env")) process.loadEnvFile(".env");
let args: ReleaseArgs;
try {
  args = parseReleaseArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\nUsage: ${RELEASE_USAGE}\n`);
  process.exit(64);
}
const env: NodeJS.ProcessEnv = { ...process.env };
let local: ReleaseTargets;
try {
  local = localTargets({ ...parseConfig(env), ...parseStorefrontConfig(env) });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Invalid configuration: ${error.message}\n`);
  process.exit(78);
}
const targets = Object.fromEntries(
  RELEASE_SERVICES.map((s) => [s, args.urls[s] ?? args.baseUrl ?? local[s]]),
) as ReleaseTargets;

// As each step ends, a line on stderr for whoever watches; the table (or JSON) goes to stdout at the end.
const steps = createStepRecorder((r) =>
  process.stderr.write(`${r.result === "ok" ? "✓" : r.result === "fail" ? "✗" : "-"} ${r.step}\n`),
);
const stack = createLocalStack(env);
try {
  let ready = true;
  if (!isRemote(args)) {
    if (args.startServers) {
      ready &&=
        (await steps.run("start database and in-memory store", async () => {
          await runProjectCommand(projectFile("scripts/local-services.sh"), ["start"], env);
          env.DATABASE_URL ??= await runProjectCommand(
            projectFile("scripts/local-services.sh"),
            ["database-url"],
            env,
          );
          env.REDIS_URL ??= "redis://127.0.0.1:6379";
          return { value: true, detail: `${env.DATABASE_URL.replace(/\/\/[^@]*@/, "//")}, ${env.REDIS_URL}` };
        })) !== null;
    }
    if (ready && args.demoCatalogue)
      ready &&=
        (await steps.run("load demo catalogue", async () => ({
          value: true,
          detail: await runProjectCommand(
            process.execPath,
            ["--import", "tsx", "scripts/load-demo-catalogue.ts"],
            env,
          ),
        }))) !== null;
    if (ready)
      ready &&=
        (await steps.run("build", async () => {
          await runProjectCommand(process.execPath, ["scripts/build.mjs"], env);
          return { value: true };
        })) !== null;
    if (ready) {
      // With REDIS_URL the storefront's jobs run in a worker process, whose heartbeat the health checks read.
      if (env.REDIS_URL)
        await steps.run("start storefront worker", async () => ({
          value: await stack.start("storefront worker", "storefront/worker.js", []),
          detail: "BullMQ",
        }));
      const storefront = RELEASE_SERVICES.filter((s) => s !== "api").map((s) => targets[s] + HEALTH_PATHS[s]);
      await steps.run("start storefront", async () => ({
        value: await stack.start("storefront", "storefront/main.js", storefront),
        detail: "8 services",
      }));
      await steps.run("start game API", async () => ({
        value: await stack.start("game API", "api/main.js", [targets.api + HEALTH_PATHS.api]),
      }));
    }
  }
  if (ready)
    await runReleaseChecks(
      targets,
      { email: args.email, password: process.env.VERIFY_RELEASE_PASSWORD ?? null },
      steps,
      args.timeoutMs,
    );
} finally {
  await stack.stop();
}

process.stdout.write(
  args.json
    ? `${JSON.stringify({ ok: steps.failed().length === 0, targets, steps: steps.results }, null, 2)}\n`
    : formatReleaseTable(steps.results),
);
const failed = steps.failed();
if (failed.length > 0) {
  process.stderr.write(`verify-release FAILED: ${failed.join("; ")}\n`);
  process.exit(1);
}
process.stderr.write("verify-release: every step passed\n");
