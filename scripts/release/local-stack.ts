import { type ChildProcess, execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { projectFile } from "../../platform/project-files.ts";
import { StepFailure } from "./step-recorder.ts";

const run = promisify(execFile);
const STARTUP_LIMIT_MS = 60_000;

/** A service process this command started, with the end of what it wrote, for failures. */
interface Started {
  readonly name: string;
  readonly child: ChildProcess;
  readonly output: string[];
}

/** Runs a project command to completion; a non-zero exit is a StepFailure with its output. */
export async function runProjectCommand(file: string, args: readonly string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout } = await run(file, [...args], {
      cwd: projectFile("."),
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout.trim();
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string; message: string };
    throw new StepFailure(
      `${args.at(-1) ?? file}: ${(failed.stderr || failed.stdout || failed.message).trim().slice(-400)}`,
    );
  }
}

/**
 * The services this command starts for a local run, from the compiled build
 * as production runs them, and stops again at the end.
 */
export function createLocalStack(env: NodeJS.ProcessEnv) {
  const started: Started[] = [];
  return {
    /** Starts `node dist/<entry>` and waits until every URL answers (any status: health is a later step). */
    async start(name: string, entry: string, urls: readonly string[]): Promise<void> {
      const child = spawn(process.execPath, ["--enable-source-maps", projectFile(`dist/${entry}`)], {
        cwd: projectFile("."),
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const output: string[] = [];
      const keep = (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.length > 50) output.shift();
      };
      child.stdout?.on("data", keep);
      child.stderr?.on("data", keep);
      started.push({ name, child, output });
      const deadline = Date.now() + STARTUP_LIMIT_MS;
      for (const url of urls) {
        for (;;) {
          if (child.exitCode !== null || child.signalCode !== null)
            throw new StepFailure(
              `${name} exited (${child.exitCode ?? child.signalCode}): ${output.join("").trim().slice(-400)}`,
            );
          const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
            () => true,
            () => false,
          );
          if (answered) break;
          if (Date.now() > deadline)
            throw new StepFailure(`${name}: ${url} did not answer within ${STARTUP_LIMIT_MS / 1000} s`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    /** SIGTERM to every started process (they shut down gracefully), then waits for each to exit. */
    async stop(): Promise<void> {
      await Promise.all(
        started.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}
