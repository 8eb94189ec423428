import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { test } from "node:test";
import { unsupportedNodeLine } from "../../platform/node-version.ts";
import { assertBuilt } from "../support/built.ts";

const LINE =
  /^Node \d+\.\d+\.\d+ is not supported: this service runs on Node 24 or 22 LTS\. Start it with `npm start`, which brings its own Node 24\.\n$/;

/** Every compiled entry: the launcher beside each `<name>.app.js` the build wrote. */
function builtEntries(): string[] {
  return readdirSync("dist", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".app.js"))
    .map((file) => `dist/${file.replace(/\.app\.js$/, ".js")}`)
    .sort();
}

/** Runs an entry, with no config it could read, so a supported Node would fail some other way. */
function run(node: string, args: readonly string[]) {
  return spawnSync(node, args, {
    encoding: "utf8",
    timeout: 30_000,
    env: { PATH: process.env.PATH, DATA_DIR: "/nonexistent/data", PORT: "not-a-port" },
  });
}

test("Node 22 and later are supported, older ones get one line naming 24, 22 LTS and npm start", () => {
  for (const version of ["22.0.0", "22.12.0", "24.21.0", "26.1.0"]) {
    assert.equal(unsupportedNodeLine(version), undefined, version);
  }
  for (const version of ["20.20.2", "18.0.0", "21.7.3"]) {
    assert.match(`${unsupportedNodeLine(version)}\n`, LINE, version);
  }
});

test("every compiled entry exits 1 with that one line on a Node older than 22, before anything native loads", () => {
  assertBuilt();
  const entries = builtEntries();
  assert.ok(entries.includes("dist/main.js") && entries.includes("dist/scripts/migrate.js"), entries.join());
  // This Node, told it is 20.1.0 before the entry runs: the launcher reads process.versions.node.
  const older = 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.1.0"})';
  for (const entry of entries) {
    const child = run(process.execPath, ["--import", older, entry]);
    assert.equal(child.status, 1, `${entry}: ${child.stderr}`);
    assert.match(child.stderr, LINE, entry);
    assert.equal(child.stdout, "", entry);
  }
});

test("the machine's own Node 20, where better-sqlite3 dies on a segmentation fault, gets the line from npm start's entry", (t) => {
  assertBuilt();
  const machineNode = "/usr/bin/node";
  const version = existsSync(machineNode) ? run(machineNode, ["--version"]).stdout.trim() : "";
  if (!/^v(1\d|2[01])\./.test(version)) {
    t.skip(`no Node older than 22 at ${machineNode} (${version || "none"})`);
    return;
  }
  const child = run(machineNode, ["dist/main.js"]);
  assert.equal(child.status, 1, child.stderr);
  assert.match(child.stderr, LINE);
});
