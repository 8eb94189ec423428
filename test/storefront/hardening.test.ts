import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import { createServiceApp } from "../../storefront/create-service-app.ts";
import { createTestStorefront, json, STAFF_EMAIL, STAFF_PASSWORD } from "./storefront-support.ts";

test("every storefront listener gets the shared hardening: headers, no-store, frame-ancestors, limits, problem+json", async (t) => {
  const s = await createTestStorefront(t, { env: { RATE_LIMIT_AUTH_MAX: "2" } });
  await s.staffAuthorization();
  const signIn = () =>
    s.adminApp.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    });
  const issued = await signIn();
  assert.equal(issued.statusCode, 200);
  assert.equal(issued.headers["cache-control"], "no-store");
  assert.equal(issued.headers["x-content-type-options"], "nosniff");
  assert.equal(issued.headers["referrer-policy"], "no-referrer");
  await signIn();
  const limited = await signIn();
  assert.equal(limited.statusCode, 429);
  assert.equal(json(limited).code, "rate_limited");
  assert.ok(Number(limited.headers["retry-after"]) > 0);

  const page = await s.adminApp.inject({ method: "GET", url: "/admin/analytics/" });
  assert.equal(page.headers["x-frame-options"], "DENY");
  assert.match(String(page.headers["content-security-policy"]), /frame-ancestors 'none'/);
  for (const app of [s.adminApp, s.analyticsApp]) {
    const bad = await app.inject({ method: "GET", url: "/api/%E0%A4%A" });
    assert.equal(bad.statusCode, 400);
    assert.match(String(bad.headers["content-type"]), /^application\/problem\+json/);
    assert.equal(bad.headers["x-content-type-options"], "nosniff");
  }

  // A service built by the common factory without a config still gets the defaults.
  const bare = await createServiceApp({
    service: "admin",
    logger: pino({ level: "silent" }),
    trustProxy: false,
    bodyLimit: 1024,
    openapiPath: "/openapi.json",
    title: "t",
    description: "d",
  });
  t.after(() => bare.close());
  const doc = await bare.inject({ method: "GET", url: "/openapi.json" });
  assert.equal(doc.headers["x-content-type-options"], "nosniff");
  assert.equal(doc.headers["cache-control"], "no-store");
});
