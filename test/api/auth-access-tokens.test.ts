import assert from "node:assert/strict";
import { describe, test } from "node:test";
import jwt from "jsonwebtoken";
import { call, createTestApp, guest, json, TEST_JWT_SECRET } from "../support/test-app.ts";
import { post } from "./auth-support.ts";

describe("access tokens", () => {
  async function loggedIn(t: Parameters<typeof createTestApp>[0]) {
    const harness = await createTestApp(t);
    const reg = await harness.app.inject(
      post("/auth/register", { email: "ann@example.com", password: "correct horse" }),
    );
    const pair = json(
      await harness.app.inject(post("/auth/login", { email: "ann@example.com", password: "correct horse" })),
    );
    return { ...harness, userId: String(json(reg).id), pair };
  }

  test("missing credential: 401 with WWW-Authenticate", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject(post("/sessions", {}));
    assert.equal(res.statusCode, 401);
    assert.equal(json(res).code, "unauthenticated");
    assert.match(
      String(res.headers["www-authenticate"]),
      /Bearer realm="dice-board", Guest realm="dice-board"/,
    );
  });

  test("refuses tampered tokens: alg none, another secret, expired, garbage, unknown guest", async (t) => {
    const { app, clock, userId, pair } = await loggedIn(t);
    const iat = Math.floor(clock.now() / 1000);
    const claims = { sub: userId, iat, exp: iat + 900, iss: "dice-board" };
    const none = jwt.sign(claims, "", { algorithm: "none" });
    const otherSecret = jwt.sign(claims, "another-secret-another-secret-another-secret", {
      algorithm: "HS256",
    });
    const hs512 = jwt.sign(claims, TEST_JWT_SECRET, { algorithm: "HS512" });
    for (const auth of [
      `Bearer ${none}`,
      `Bearer ${otherSecret}`,
      `Bearer ${hs512}`,
      "Bearer abc.def.ghi",
      "Guest g_nope",
      "Basic abc",
    ]) {
      const res = await call(app, auth, "POST", "/sessions");
      assert.equal(res.statusCode, 401, auth);
      assert.equal(json(res).code, "invalid_token");
      assert.match(String(res.headers["www-authenticate"]), /error="invalid_token"/);
    }
    const good = await call(app, `Bearer ${pair.access_token}`, "POST", "/sessions");
    assert.equal(good.statusCode, 201);
    clock.advance(901_000);
    const expired = await call(app, `Bearer ${pair.access_token}`, "POST", "/sessions");
    assert.equal(expired.statusCode, 401);
  });

  test("guest tokens expire", async (t) => {
    const { app, clock } = await createTestApp(t, { GUEST_TOKEN_TTL_SECONDS: "600" });
    const auth = await guest(app);
    assert.equal((await call(app, auth, "POST", "/sessions")).statusCode, 201);
    clock.advance(601_000);
    assert.equal((await call(app, auth, "POST", "/sessions")).statusCode, 401);
  });

  test("refresh rotates; reusing a spent token revokes the whole family", async (t) => {
    const { app, pair } = await loggedIn(t);
    const first = await app.inject(post("/auth/refresh", { refresh_token: pair.refresh_token }));
    assert.equal(first.statusCode, 200);
    const second = json(first);
    assert.notEqual(second.refresh_token, pair.refresh_token);
    const reuse = await app.inject(post("/auth/refresh", { refresh_token: pair.refresh_token }));
    assert.equal(reuse.statusCode, 401);
    assert.equal(json(reuse).code, "refresh_token_reused");
    const revoked = await app.inject(post("/auth/refresh", { refresh_token: second.refresh_token }));
    assert.equal(revoked.statusCode, 401);
    assert.equal(json(revoked).code, "refresh_token_invalid");
    const unknown = await app.inject(post("/auth/refresh", { refresh_token: "rt_unknown" }));
    assert.equal(unknown.statusCode, 401);
  });

  test("no credential is 401 even when the body is invalid", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject({ method: "POST", url: "/api/v1/sessions/join", payload: {} });
    assert.equal(res.statusCode, 401);
    const game = await app.inject({ method: "GET", url: "/api/v1/games/not-a-uuid/state" });
    assert.equal(game.statusCode, 401);
  });
});
