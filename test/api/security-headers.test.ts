import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createTestApp } from "../support/test-app.ts";

describe("security headers", () => {
  test("nosniff and Referrer-Policy everywhere, no-store on credentials, frame-ancestors on HTML", async (t) => {
    const { app } = await createTestApp(t, { MESSENGER_BOT_USERNAME: "dice_test_bot" });
    const issued = await app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: {} });
    const missing = await app.inject({ method: "GET", url: "/api/v1/nowhere" });
    for (const res of [issued, missing]) {
      assert.equal(res.headers["x-content-type-options"], "nosniff");
      assert.equal(res.headers["referrer-policy"], "no-referrer");
    }
    assert.equal(issued.headers["cache-control"], "no-store");
    for (const url of ["/login", "/api/v1/docs/"]) {
      const page = await app.inject({ method: "GET", url });
      assert.match(String(page.headers["content-type"]), /^text\/html/, url);
      assert.equal(page.headers["x-frame-options"], "DENY", url);
      assert.match(String(page.headers["content-security-policy"]), /frame-ancestors 'none'/, url);
    }
  });
});

describe("CORS", () => {
  test("only listed origins are allowed; preflights are answered; the default is same-origin", async (t) => {
    const preflight = (origin: string) => ({
      method: "OPTIONS" as const,
      url: "/api/v1/sessions",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization",
      },
    });
    const { app } = await createTestApp(t, { CORS_ALLOWED_ORIGINS: "https://app.example" });
    const allowed = await app.inject(preflight("https://app.example"));
    assert.equal(allowed.statusCode, 204);
    assert.equal(allowed.headers["access-control-allow-origin"], "https://app.example");
    assert.match(String(allowed.headers["access-control-allow-headers"]), /Authorization/);
    const other = await app.inject(preflight("https://evil.example"));
    assert.equal(other.statusCode, 204);
    assert.equal(other.headers["access-control-allow-origin"], undefined);
    const read = await app.inject({
      method: "GET",
      url: "/api/v1/plugins",
      headers: { origin: "https://app.example" },
    });
    assert.equal(read.headers["access-control-allow-origin"], "https://app.example");
    assert.match(String(read.headers["access-control-expose-headers"]), /Retry-After/);

    const { app: closed } = await createTestApp(t);
    const denied = await closed.inject(preflight("https://app.example"));
    assert.equal(denied.statusCode, 204);
    assert.equal(denied.headers["access-control-allow-origin"], undefined);
  });
});
