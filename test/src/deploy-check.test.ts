import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { createMetrics } from "../../platform/metrics.ts";
import { checkDeployment } from "../../scripts/deploy-check.ts";

test("the Kubernetes manifests (base, production and dev overlays) validate against the Kubernetes schemas", async () => {
  const { builds, problems } = await checkDeployment();
  assert.equal(builds.length, 3);
  assert.deepEqual(problems, []);
});

test("the Grafana dashboard charts only series the processes export", () => {
  const dashboard = JSON.parse(readFileSync("deploy/grafana/dice-board.json", "utf8")) as {
    panels: { targets: { expr: string }[] }[];
  };
  const exported = createMetrics().seriesNames();
  for (const panel of dashboard.panels)
    for (const { expr } of panel.targets)
      for (const [series] of expr.matchAll(/[a-z_]+(?=\{)/g))
        assert.ok(
          exported.some((name) => series?.startsWith(name)),
          `${series} is not exported`,
        );
});

test("the project brings a supported Node LTS, and the Docker image runs its major's newest patch", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const pinned = /^(\d+)\.\d+\.\d+$/.exec(pkg.devDependencies.node)?.[1];
  assert.ok(pinned, "the `node` dev dependency is an exact version");
  assert.ok(Number(pinned) >= 22 && Number(pinned) % 2 === 0, "an LTS line");
  assert.equal(pkg.engines.node, ">=22");
  const images = [...readFileSync("Dockerfile", "utf8").matchAll(/^FROM node:(\S+?)-/gm)].map((m) => m[1]);
  assert.deepEqual(images, [pinned, pinned], "FROM names the major only: no patch holds it back");
  assert.ok(Number(process.versions.node.split(".")[0]) >= 22, `the tests run on Node ${process.version}`);
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
  assert.match(lock.packages["node_modules/better-sqlite3"].version, /^13\./);
});
