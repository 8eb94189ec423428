import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { call, createTestApp, json } from "../support/test-app.ts";
import { post } from "./auth-support.ts";

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
