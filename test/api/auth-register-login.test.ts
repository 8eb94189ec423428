import assert from "node:assert/strict";
import { describe, test } from "node:test";
import jwt from "jsonwebtoken";
import { call, createTestApp, json } from "../support/test-app.ts";
import { post } from "./auth-support.ts";

describe("register and login", () => {
  test("registers, refuses a duplicate email and bad input", async (t) => {
    const { app } = await createTestApp(t);
    const ok = await app.inject(
      post("/auth/register", { email: "Ann@Example.com", password: "correct horse" }),
    );
    assert.equal(ok.statusCode, 201);
    assert.equal(json(ok).email, "ann@example.com");
    assert.match(String(json(ok).id), /^[0-9a-f-]{36}$/);
    const dup = await app.inject(
      post("/auth/register", { email: "ann@example.com", password: "another one" }),
    );
    assert.equal(dup.statusCode, 409);
    assert.equal(json(dup).code, "email_taken");
    const badEmail = await app.inject(
      post("/auth/register", { email: "not-an-email", password: "long enough" }),
    );
    assert.equal(badEmail.statusCode, 400);
    assert.match(String(json(badEmail).detail), /email/);
    const short = await app.inject(post("/auth/register", { email: "bob@example.com", password: "short" }));
    assert.equal(short.statusCode, 400);
    assert.match(String(json(short).detail), /password/);
    const missing = await app.inject(post("/auth/register"));
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(
      json<{ errors: { field: string }[] }>(missing)
        .errors.map((e) => e.field)
        .sort(),
      ["email", "password"],
    );
  });

  test("logs in with a Bearer pair; wrong credentials get 401", async (t) => {
    const { app } = await createTestApp(t);
    await app.inject(post("/auth/register", { email: "ann@example.com", password: "correct horse" }));
    const res = await app.inject(
      post("/auth/login", { email: "ANN@example.com", password: "correct horse" }),
    );
    assert.equal(res.statusCode, 200);
    const pair = json(res);
    assert.equal(pair.token_type, "Bearer");
    assert.equal(pair.expires_in, 900);
    const decoded = jwt.decode(String(pair.access_token), { complete: true });
    assert.equal(decoded?.header.alg, "HS256");
    const created = await call(app, `Bearer ${pair.access_token}`, "POST", "/sessions");
    assert.equal(created.statusCode, 201);
    for (const body of [
      { email: "ann@example.com", password: "wrong horse" },
      { email: "nobody@example.com", password: "correct horse" },
    ]) {
      const bad = await app.inject(post("/auth/login", body));
      assert.equal(bad.statusCode, 401);
      assert.equal(json(bad).code, "invalid_credentials");
    }
  });

  test("rate-limits repeated failures with 429 and Retry-After, then recovers", async (t) => {
    const { app, clock } = await createTestApp(t, {
      LOGIN_MAX_FAILURES: "3",
      LOGIN_FAILURE_WINDOW_SECONDS: "60",
    });
    await app.inject(post("/auth/register", { email: "ann@example.com", password: "correct horse" }));
    for (let i = 0; i < 3; i++) {
      const res = await app.inject(post("/auth/login", { email: "ann@example.com", password: "wrong" }));
      assert.equal(res.statusCode, 401);
    }
    const limited = await app.inject(
      post("/auth/login", { email: "ann@example.com", password: "correct horse" }),
    );
    assert.equal(limited.statusCode, 429);
    assert.equal(json(limited).code, "rate_limited");
    assert.equal(limited.headers["retry-after"], "60");
    clock.advance(61_000);
    const ok = await app.inject(post("/auth/login", { email: "ann@example.com", password: "correct horse" }));
    assert.equal(ok.statusCode, 200);
  });

  test("parallel wrong logins cannot slip under the failure limit", async (t) => {
    const { app } = await createTestApp(t, { LOGIN_MAX_FAILURES: "5" });
    await app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: { email: "a@b.example", password: "correct horse" },
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: "a@b.example", password: "guess" },
        }),
      ),
    );
    assert.equal(results.filter((r) => r.statusCode === 401).length, 5);
    assert.equal(results.filter((r) => r.statusCode === 429).length, 15);
  });
});
