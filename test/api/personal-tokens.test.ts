import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

describe("personal access tokens", () => {
  test("a token is shown once, stored hashed, listed without it, and works as Authorization: Token", async (t) => {
    const { app, store } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const [ann] = players as [string];
    const created = await call(app, ann, "POST", "/users/me/tokens", {
      name: "my bot",
      scopes: ["read", "play"],
    });
    assert.equal(created.statusCode, 201, created.body);
    const { token, id, scopes } = json<{ token: string; id: string; scopes: string[] }>(created);
    assert.match(token, /^dbt_[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(scopes, ["play", "read"]);
    const stored = await store.db.selectFrom("personal_tokens").selectAll().execute();
    assert.ok(!JSON.stringify(stored).includes(token), "only the hash is stored");
    const listed = json<{ tokens: Record<string, unknown>[] }>(
      await call(app, ann, "GET", "/users/me/tokens"),
    );
    assert.equal(listed.tokens.length, 1);
    assert.equal(listed.tokens[0]?.id, id);
    assert.ok(!("token" in (listed.tokens[0] ?? {})));

    const bot = `Token ${token}`;
    assert.equal((await call(app, bot, "GET", `/games/${gameId}/state`)).statusCode, 200);
    const moved = await call(app, bot, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 4 },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const used = json<{ tokens: { last_used_at: string | null }[] }>(
      await call(app, ann, "GET", "/users/me/tokens"),
    );
    assert.notEqual(used.tokens[0]?.last_used_at, null);
  });

  test("scopes are enforced, and a token never manages the account", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const [ann] = players as [string];
    const make = async (scopes: string[]) =>
      `Token ${json<{ token: string }>(await call(app, ann, "POST", "/users/me/tokens", { name: "t", scopes })).token}`;
    const reader = await make(["read"]);
    const player = await make(["play"]);
    const refused = async (auth: string, method: "GET" | "POST" | "DELETE", url: string, body?: unknown) => {
      const res = await call(app, auth, method, url, body);
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
      assert.equal(json<{ code: string }>(res).code, "insufficient_scope");
    };
    assert.equal((await call(app, reader, "GET", `/games/${gameId}/state`)).statusCode, 200);
    await refused(reader, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
    });
    await refused(reader, "POST", "/sessions", {});
    await refused(player, "GET", `/games/${gameId}/state`);
    for (const auth of [reader, player]) {
      await refused(auth, "POST", "/users/me/tokens", { name: "x", scopes: ["read"] });
      await refused(auth, "GET", "/users/me/tokens");
      await refused(auth, "GET", "/users/me/export");
      await refused(auth, "DELETE", "/users/me");
    }
    for (const body of [
      { name: "x", scopes: [] },
      { name: "x", scopes: ["admin"] },
      { name: " ", scopes: ["read"] },
    ]) {
      assert.equal(
        (await call(app, ann, "POST", "/users/me/tokens", body)).statusCode,
        400,
        JSON.stringify(body),
      );
    }
  });

  test("a revoked token answers 401 at once; revoking twice is 404", async (t) => {
    const { app } = await createTestApp(t);
    const { players } = await startGame(app, "pig", 2);
    const [ann] = players as [string];
    const { token, id } = json<{ token: string; id: string }>(
      await call(app, ann, "POST", "/users/me/tokens", { name: "t", scopes: ["read"] }),
    );
    assert.equal((await call(app, `Token ${token}`, "GET", "/users/me")).statusCode, 200);
    assert.equal((await call(app, ann, "DELETE", `/users/me/tokens/${id}`)).statusCode, 204);
    assert.equal((await call(app, `Token ${token}`, "GET", "/users/me")).statusCode, 401);
    const again = await call(app, ann, "DELETE", `/users/me/tokens/${id}`);
    assert.equal(json<{ code: string }>(again).code, "token_not_found");
    assert.equal(
      json<{ tokens: unknown[] }>(await call(app, ann, "GET", "/users/me/tokens")).tokens.length,
      0,
    );
  });

  test("an erased account's tokens are gone with it", async (t) => {
    const { app } = await createTestApp(t);
    const { players } = await startGame(app, "pig", 2);
    const [ann] = players as [string];
    const { token } = json<{ token: string }>(
      await call(app, ann, "POST", "/users/me/tokens", { name: "t", scopes: ["read"] }),
    );
    const exported = json<{ tokens: { kind: string; name?: string }[] }>(
      await call(app, ann, "GET", "/users/me/export"),
    );
    assert.ok(exported.tokens.some((k) => k.kind === "personal" && k.name === "t"));
    assert.equal((await call(app, ann, "DELETE", "/users/me")).statusCode, 204);
    assert.equal((await call(app, `Token ${token}`, "GET", "/users/me")).statusCode, 401);
  });
});
