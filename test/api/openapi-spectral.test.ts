import assert from "node:assert/strict";
import { test } from "node:test";
import { Spectral } from "@stoplight/spectral-core";
import { oas } from "@stoplight/spectral-rulesets";
import { createTestApp } from "../support/test-app.ts";

test("the served OpenAPI document draws no warning or error from Spectral's oas ruleset", async (t) => {
  const { app } = await createTestApp(t);
  const res = await app.inject({ method: "GET", url: "/api/v1/openapi.json" });
  assert.equal(res.statusCode, 200);
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas, "recommended"]] } as never);
  const results = await spectral.run(JSON.parse(res.body));
  const found = results.map((r) => `${r.code} ${r.path.join(".")}: ${r.message}`);
  assert.deepEqual(found, []);
});
