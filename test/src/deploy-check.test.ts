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

test("the Docker image runs the Node that CI's LTS pass tests", () => {
  const pinned = /^NODE_LTS=(\S+)$/m.exec(readFileSync(".ci/run", "utf8"))?.[1];
  const images = [...readFileSync("Dockerfile", "utf8").matchAll(/^FROM node:(\S+?)-/gm)].map((m) => m[1]);
  assert.ok(pinned);
  assert.deepEqual(images, [pinned, pinned]);
});
