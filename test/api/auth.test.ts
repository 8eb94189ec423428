import assert from "node:assert/strict";
import { createHash, createHmac } from "node:crypto";
import { describe, test } from "node:test";
import jwt from "jsonwebtoken";
import { signInitData } from "../support/mini-app.ts";
import { call, createTestApp, guest, json, TEST_BOT_TOKEN, TEST_JWT_SECRET } from "../support/test-app.ts";

const post = (url: string, payload?: unknown) => ({
  method: "POST" as const,
  url: `/api/v1${url}`,
  payload: payload as object,
});

describe("POST /auth/guest", () => {
  test("returns a Guest token that authenticates", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject(post("/auth/guest", { display_name: "  Ann  " }));
    assert.equal(res.statusCode, 200);
    const body = json(res);
    assert.equal(body.token_type, "Guest");
    const created = await call(app, `Guest ${body.guest_token}`, "POST", "/sessions", {});
    assert.equal(created.statusCode, 201);
    assert.equal(
      json<{ participants: { display_name: string }[] }>(created).participants[0]?.display_name,
      "Ann",
    );
  });

  test("picks a friendly name when none is given, also without a body", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject({ method: "POST", url: "/api/v1/auth/guest" });
    assert.equal(res.statusCode, 200);
    const auth = `Guest ${json(res).guest_token}`;
    const session = json<{ participants: { display_name: string }[] }>(
      await call(app, auth, "POST", "/sessions"),
    );
    assert.match(session.participants[0]?.display_name ?? "", /^\w+ \w+ \d{2}$/);
  });

  for (const display_name of ["", "   ", "x".repeat(65)]) {
    test(`rejects display_name ${JSON.stringify(display_name.slice(0, 5))}… with 400`, async (t) => {
      const { app } = await createTestApp(t);
      const res = await app.inject(post("/auth/guest", { display_name }));
      assert.equal(res.statusCode, 400);
      assert.equal(res.headers["content-type"], "application/problem+json; charset=utf-8");
      assert.equal(json(res).code, "invalid_request");
      assert.match(String(json(res).detail), /display_name/);
    });
  }
});

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

describe("POST /auth/messenger", () => {
  const widgetFields = (authDate: number) => ({
    id: 4242,
    first_name: "Ann",
    last_name: "Lee",
    username: "annlee",
    auth_date: authDate,
  });
  const signWidget = (fields: Record<string, string | number>) => {
    const check = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join("\n");
    const secret = createHash("sha256").update(TEST_BOT_TOKEN).digest();
    return { ...fields, hash: createHmac("sha256", secret).update(check).digest("hex") };
  };

  test("accepts a valid widget login and keeps one account per Telegram user", async (t) => {
    const { app, clock, core } = await createTestApp(t);
    const authDate = Math.floor(clock.now() / 1000) - 30;
    const res = await app.inject(post("/auth/messenger", signWidget(widgetFields(authDate))));
    assert.equal(res.statusCode, 200);
    const pair = json(res);
    assert.equal(pair.token_type, "Bearer");
    const again = json(await app.inject(post("/auth/messenger", signWidget(widgetFields(authDate)))));
    const sub = (token: unknown) => (jwt.decode(String(token)) as { sub: string }).sub;
    assert.equal(sub(pair.access_token), sub(again.access_token));
    const botSide = await core.auth.principalForTelegram({ id: "4242", first_name: "Ann" });
    assert.equal(botSide.userId, sub(pair.access_token));
  });

  test("refuses tampered and stale widget data", async (t) => {
    const { app, clock } = await createTestApp(t, { MESSENGER_AUTH_MAX_AGE_SECONDS: "3600" });
    const now = Math.floor(clock.now() / 1000);
    const tampered = { ...signWidget(widgetFields(now)), first_name: "Mallory" };
    const res = await app.inject(post("/auth/messenger", tampered));
    assert.equal(res.statusCode, 401);
    assert.equal(json(res).code, "messenger_auth_invalid");
    const extra = { ...signWidget(widgetFields(now)), is_admin: 1 };
    assert.equal((await app.inject(post("/auth/messenger", extra))).statusCode, 401);
    const stale = await app.inject(post("/auth/messenger", signWidget(widgetFields(now - 3601))));
    assert.equal(stale.statusCode, 401);
    assert.equal(json(stale).code, "messenger_auth_expired");
    const badShape = await app.inject(post("/auth/messenger", { id: 1 }));
    assert.equal(badShape.statusCode, 400);
  });

  test("verifies Mini App init data: valid, tampered, stale", async (t) => {
    const { app, clock } = await createTestApp(t, { MESSENGER_AUTH_MAX_AGE_SECONDS: "3600" });
    const now = Math.floor(clock.now() / 1000);
    const params = {
      query_id: "AAHdF6IQAAAAAN0XohDhrOrc",
      user: JSON.stringify({ id: 4242, first_name: "Ann", username: "annlee", language_code: "de" }),
      auth_date: String(now),
    };
    const ok = await app.inject(post("/auth/messenger", { init_data: signInitData(params) }));
    assert.equal(ok.statusCode, 200);
    const tampered = signInitData(params).replace("Ann", "Bob");
    const bad = await app.inject(post("/auth/messenger", { init_data: tampered }));
    assert.equal(bad.statusCode, 401);
    assert.equal(json(bad).code, "messenger_auth_invalid");
    const stale = signInitData({ ...params, auth_date: String(now - 7200) });
    const old = await app.inject(post("/auth/messenger", { init_data: stale }));
    assert.equal(json(old).code, "messenger_auth_expired");
  });

  test("answers 503 when no bot token is configured", async (t) => {
    const { app, clock } = await createTestApp(t, { MESSENGER_BOT_TOKEN: "" });
    const fields = { ...widgetFields(Math.floor(clock.now() / 1000)), hash: "0".repeat(64) };
    const res = await app.inject(post("/auth/messenger", fields));
    assert.equal(res.statusCode, 503);
    assert.equal(json(res).code, "messenger_login_unavailable");
  });
});
