import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { createMetrics } from "../../platform/metrics.ts";
import { checkDeployment } from "../../scripts/deploy-check.ts";
import { checkLitestream } from "../../scripts/deploy-check-litestream.ts";

test("the Kubernetes manifests (base, the production, production-sqlite and dev overlays) validate against the Kubernetes schemas", async () => {
  const { builds, problems } = await checkDeployment();
  assert.equal(builds.length, 4);
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

test("a litestream.yml without a replica, or with a database off the data volume, is a problem", () => {
  const config = (yml: string) => ({
    kind: "ConfigMap",
    metadata: { name: "ls" },
    data: { "litestream.yml": yml },
  });
  const pod = {
    kind: "Deployment",
    spec: {
      template: {
        spec: {
          volumes: [
            { name: "config", configMap: { name: "ls" } },
            { name: "data", persistentVolumeClaim: { claimName: "data" } },
          ],
          containers: [
            {
              name: "litestream",
              volumeMounts: [
                { name: "config", mountPath: "/etc/litestream.yml" },
                { name: "data", mountPath: "/var/lib/app" },
              ],
            },
          ],
        },
      },
    },
  };
  const good = "dbs:\n  - path: /var/lib/app/app.db\n    replica: { type: s3, path: app.db }\n";
  assert.deepEqual(checkLitestream([config(good), pod], "b"), []);
  const problems = checkLitestream(
    [config("dbs:\n  - path: /var/lib/app/app.db\n  - path: /tmp/x.db\n    replica: { type: s3 }\n"), pod],
    "b",
  );
  assert.equal(problems.length, 2);
  assert.match(
    problems.join("\n"),
    /app\.db has no replica[\s\S]*\/tmp\/x\.db is not on the persistent volume/,
  );
});
