import assert from "node:assert/strict";
import { test } from "node:test";
import jwt from "jsonwebtoken";
import type { AuthTables } from "../../storefront/auth/auth-tables.ts";
import { createOrPromoteStaff } from "../../storefront/auth/staff-accounts.ts";
import { storefrontSigningKey } from "../../storefront/shared/access-tokens.ts";
import { pipelined, rawPostJson } from "../support/raw-http.ts";
import { TEST_JWT_SECRET } from "../support/test-app.ts";
import { createTestPlatform, PASSWORD } from "./platform-support.ts";

const post = (url: string, payload: unknown) => ({
  method: "POST" as const,
  url,
  payload: payload as object,
});

test("auth service: register, login, refresh rotation, reuse revokes the family, logout", async (t) => {
  const { app, platform } = await createTestPlatform(t);
  const auth = await app("auth");

  const registered = await auth.inject(
    post("/api/auth/register/", { email: "Ann@Shop.example", password: PASSWORD }),
  );
  assert.equal(registered.statusCode, 201);
  assert.equal(registered.json().email, "ann@shop.example");
  assert.equal(registered.json().is_staff, false);
  const again = await auth.inject(
    post("/api/auth/register/", { email: "ann@shop.example", password: PASSWORD }),
  );
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, "email_taken");

  const wrong = await auth.inject(
    post("/api/auth/login/", { email: "ann@shop.example", password: "nope-nope" }),
  );
  assert.equal(wrong.statusCode, 401);
  assert.equal(wrong.headers["content-type"], "application/problem+json; charset=utf-8");
  assert.equal(wrong.json().code, "invalid_credentials");

  const login = await auth.inject(
    post("/api/auth/login/", { email: "ANN@shop.example", password: PASSWORD }),
  );
  assert.equal(login.statusCode, 200);
  const pair = login.json();
  const claims = jwt.verify(pair.access_token, storefrontSigningKey(TEST_JWT_SECRET), {
    algorithms: ["HS256"],
  });
  assert.equal((claims as jwt.JwtPayload).is_staff, false);
  assert.equal(platform.auth.verifier.verify(pair.access_token, Date.now())?.accountId, registered.json().id);
  // A game token (signed with the platform secret itself) is not a storefront token.
  assert.equal(platform.auth.verifier.verify(jwt.sign({ sub: "x" }, TEST_JWT_SECRET), Date.now()), null);
  // alg none is refused.
  const none = jwt.sign({ sub: "x", is_staff: true, aud: "storefront", iss: "storefront-auth" }, "", {
    algorithm: "none",
  });
  assert.equal(platform.auth.verifier.verify(none, Date.now()), null);

  const rotated = await auth.inject(post("/api/auth/refresh/", { refresh_token: pair.refresh_token }));
  assert.equal(rotated.statusCode, 200);
  const reused = await auth.inject(post("/api/auth/refresh/", { refresh_token: pair.refresh_token }));
  assert.equal(reused.json().code, "refresh_token_reused");
  const revoked = await auth.inject(
    post("/api/auth/refresh/", { refresh_token: rotated.json().refresh_token }),
  );
  assert.equal(revoked.json().code, "refresh_token_invalid");

  const fresh = (
    await auth.inject(post("/api/auth/login/", { email: "ann@shop.example", password: PASSWORD }))
  ).json();
  assert.equal(
    (await auth.inject(post("/api/auth/logout/", { refresh_token: fresh.refresh_token }))).statusCode,
    204,
  );
  const afterLogout = await auth.inject(post("/api/auth/refresh/", { refresh_token: fresh.refresh_token }));
  assert.equal(afterLogout.statusCode, 401);
});

test("auth service: logout's 204 has no body and no length, so a pipelined request after it is read whole", async (t) => {
  const { app } = await createTestPlatform(t);
  const auth = await app("auth");
  const account = { email: "pipe@shop.example", password: PASSWORD };
  assert.equal((await auth.inject(post("/api/auth/register/", account))).statusCode, 201);
  const answers = await pipelined(auth, [
    rawPostJson("/api/auth/logout/", { refresh_token: "unknown" }),
    rawPostJson("/api/auth/login/", account),
  ]);
  assert.deepEqual(
    answers.map((a) => a.status),
    [204, 200],
  );
  assert.equal(answers[0]?.headers["content-length"], undefined);
  assert.equal(answers[0]?.headers["content-type"], undefined);
  assert.equal(answers[0]?.body.length, 0);
  assert.ok(JSON.parse(answers[1]?.body.toString() ?? "{}").access_token);
});

test("auth service: bad input is problem+json, never 5xx", async (t) => {
  const { app } = await createTestPlatform(t);
  const auth = await app("auth");
  const bodies: unknown[] = [
    {},
    { email: "a" },
    { email: "x@y.z", password: "short" },
    { email: 1, password: [] },
    "[]",
  ];
  for (const payload of bodies) {
    const res = await auth.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: payload as string,
      headers: { "content-type": "application/json" },
    });
    assert.equal(res.statusCode, 400, `${JSON.stringify(payload)} -> ${res.body}`);
    assert.equal(res.json().code, "invalid_request");
  }
  const broken = await auth.inject({
    method: "POST",
    url: "/api/auth/login/",
    payload: "{",
    headers: { "content-type": "application/json" },
  });
  assert.equal(broken.json().code, "invalid_json");
  const big = await auth.inject(post("/api/auth/login/", { email: "a@b.c", password: "x".repeat(20_000) }));
  assert.equal(big.statusCode, 413);
  const health = await auth.inject({ method: "GET", url: "/api/health/" });
  assert.equal(health.statusCode, 200);
  assert.equal(health.json().service, "auth");
  assert.equal(health.json().checks.database.status, "ok");
  const openapi = await auth.inject({ method: "GET", url: "/api/auth/openapi.json" });
  assert.ok(openapi.json().paths["/api/auth/login/"]);
});

test("a non-staff admin sign-in is refused before any token exists; staff get is_staff tokens", async (t) => {
  const { platform } = await createTestPlatform(t);
  const tokens = () =>
    platform.database
      .tables<AuthTables>()
      .selectFrom("auth_refresh_tokens")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
  await platform.auth.register("shopper@shop.example", PASSWORD);
  await assert.rejects(platform.auth.login("shopper@shop.example", PASSWORD, { staffOnly: true }), {
    code: "staff_required",
  });
  assert.equal(Number((await tokens()).n), 0);
  const outcome = await createOrPromoteStaff(platform.database, "boss@shop.example", async () => PASSWORD);
  assert.equal(outcome.outcome, "created");
  const pair = await platform.auth.login("boss@shop.example", PASSWORD, { staffOnly: true });
  assert.equal(platform.auth.verifier.verify(pair.access_token, Date.now())?.isStaff, true);
  assert.equal(
    (await createOrPromoteStaff(platform.database, "shopper@shop.example", async () => "")).outcome,
    "promoted",
  );
});

test("every backend service serves its OpenAPI 3.1 document listing its routes", async (t) => {
  const { app } = await createTestPlatform(t);
  const expected = {
    auth: ["/api/auth/openapi.json", "/api/auth/register/"],
    user: ["/api/users/openapi.json", "/api/users/me/"],
    product: ["/api/models/openapi.json", "/api/models/", "/api/models/{id}/"],
    order: ["/api/orders/openapi.json", "/api/cart/", "/api/orders/checkout/"],
    review: ["/api/reviews/openapi.json", "/api/reviews/"],
    chat: ["/api/chat/openapi.json", "/api/chat/conversations/", "/api/chat/health/"],
  } as const;
  for (const [name, [doc, ...paths]] of Object.entries(expected)) {
    const res = await (await app(name as keyof typeof expected)).inject({
      method: "GET",
      url: doc as string,
    });
    assert.equal(res.statusCode, 200, `${name}: ${doc}`);
    assert.equal(res.json().openapi, "3.1.0");
    for (const path of paths) assert.ok(res.json().paths[path], `${name} documents ${path}`);
  }
});
