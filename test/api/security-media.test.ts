import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

describe("absolute links", () => {
  test("a signed media URL comes from PUBLIC_BASE_URL, never from Host or X-Forwarded-Host", async (t) => {
    const envs: Record<string, string>[] = [
      { PUBLIC_BASE_URL: "https://games.example.com" },
      { TRUST_PROXY: "true" },
    ];
    for (const env of envs) {
      const { app } = await createTestApp(t, env);
      const { gameId, players } = await startGame(app, "pig", 2);
      const res = await call(app, players[0] as string, "GET", `/media/render/${gameId}`, undefined, {
        accept: "application/json",
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      });
      const origin = new URL(json<{ url: string }>(res).url).origin;
      assert.equal(origin, env.PUBLIC_BASE_URL ?? "http://127.0.0.1:8080");
    }
  });
});

describe("board images", () => {
  test("Accept honours q-values: axios's default gets the image; 304 has no body", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "pig", 2);
    const get = (accept: string, extra: Record<string, string> = {}) =>
      call(app, players[0] as string, "GET", `/media/render/${gameId}`, undefined, { accept, ...extra });
    const cases: [string, RegExp][] = [
      ["application/json, text/plain, */*", /^image\/png/],
      ["application/json", /^application\/json/],
      ["image/png;q=0.5, application/json", /^application\/json/],
      ["application/json;q=0.1, */*", /^image\/png/],
      ["image/*", /^image\/png/],
    ];
    for (const [accept, type] of cases)
      assert.match(String((await get(accept)).headers["content-type"]), type, accept);
    const image = await get("*/*");
    const again = await get("*/*", { "if-none-match": String(image.headers.etag) });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, "");
  });
});
