import assert from "node:assert/strict";
import { createHash, createHmac } from "node:crypto";
import { describe, test } from "node:test";
import jwt from "jsonwebtoken";
import { signInitData } from "../support/mini-app.ts";
import { createTestApp, json, TEST_BOT_TOKEN } from "../support/test-app.ts";
import { post } from "./auth-support.ts";

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
