import assert from "node:assert/strict";
import { test } from "node:test";
import { checkDeployment } from "../../scripts/deploy-check.ts";

test("the Kubernetes manifests (base, production and dev overlays) validate against the Kubernetes schemas", async () => {
  const { builds, problems } = await checkDeployment();
  assert.equal(builds.length, 3);
  assert.deepEqual(problems, []);
});
