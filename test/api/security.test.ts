import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { describe, test } from "node:test";
import pino from "pino";
import { type App, createApp } from "../../api/create-app.ts";
import { createRedisCounter } from "../../platform/net/window-counter.ts";
import { parseConfig } from "../../src/config.ts";
import { createCore } from "../../src/core.ts";
import { readState, startGame } from "../support/play.ts";
import { call, createTestApp, guest, json, TEST_JWT_SECRET } from "../support/test-app.ts";
import { openTestStore, requireServer } from "../support/test-store.ts";

type Response = { statusCode: number; headers: Record<string, unknown>; body: string };

function assertProblem(res: Response, status: number, code: string) {
  assert.equal(res.statusCode, status, res.body);
  assert.match(String(res.headers["content-type"]), /^application\/problem\+json/);
  assert.equal(json(res).code, code);
}

/** Sends raw bytes to a listening app and resolves with everything it answers before closing. */
function rawExchange(port: number, send: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    socket.write(send);
  });
}

describe("Idempotency-Key belongs to its sender", () => {
  test("another participant's request under the same key is its own, never a replay", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const [ann, bob] = players as [string, string];
    const key = randomUUID();
    const body = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 4 } };
    const first = await call(app, ann, "POST", `/games/${gameId}/actions`, body, { "idempotency-key": key });
    assert.equal(first.statusCode, 200);
    const replay = await call(app, ann, "POST", `/games/${gameId}/actions`, body, { "idempotency-key": key });
    assert.equal(replay.headers["idempotent-replayed"], "true");

    const bobs = await call(app, bob, "POST", `/games/${gameId}/actions`, body, { "idempotency-key": key });
    assert.equal(bobs.headers["idempotent-replayed"], undefined);
    assertProblem(bobs, 422, "action_id_reused");

    const own = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 0 } };
    const bobsOwn = await call(app, bob, "POST", `/games/${gameId}/actions`, own, { "idempotency-key": key });
    assert.equal(bobsOwn.statusCode, 200);
    assert.equal(bobsOwn.headers["idempotent-replayed"], undefined);
    assert.equal((await readState(app, ann, gameId)).version, 3);
  });
});

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

describe("rate limits", () => {
  test("sign-in routes per address: 429 problem+json with Retry-After", async (t) => {
    const { app } = await createTestApp(t, { RATE_LIMIT_AUTH_MAX: "3" });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(await app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: {} }));
    assert.deepEqual(
      statuses.map((r) => r.statusCode),
      [200, 200, 200, 429],
    );
    const limited = statuses[3] as Response;
    assertProblem(limited, 429, "rate_limited");
    assert.ok(Number(limited.headers["retry-after"]) > 0);
    const elsewhere = await app.inject({
      method: "POST",
      url: "/api/v1/auth/guest",
      payload: {},
      remoteAddress: "10.0.0.9",
    });
    assert.equal(elsewhere.statusCode, 200);
  });

  test("writes per principal and per address", async (t) => {
    const { app } = await createTestApp(t, { RATE_LIMIT_ACTIONS_MAX: "2", RATE_LIMIT_ADDRESS_MAX: "5" });
    const [ann, bob] = [await guest(app, "Ann"), await guest(app, "Bob")];
    const create = (who: string) => call(app, who, "POST", "/sessions", {});
    assert.deepEqual([(await create(ann)).statusCode, (await create(ann)).statusCode], [201, 201]);
    const annLimited = await create(ann);
    assertProblem(annLimited, 429, "rate_limited");
    assert.ok(Number(annLimited.headers["retry-after"]) > 0);
    assert.equal((await create(bob)).statusCode, 201);
    assert.equal((await create(bob)).statusCode, 201);
    const carol = await guest(app, "Carol");
    assertProblem(await create(carol), 429, "rate_limited");
  });

  test("shared through Redis across two apps, and per process while Redis is down", async (t) => {
    if (!requireServer(t, "REDIS_URL")) return;
    const redisUrl = process.env.REDIS_URL as string;
    const prefix = `test:${randomUUID()}:`;
    const env = { DATABASE_FILE: ":memory:", RATE_LIMIT_AUTH_MAX: "3", LOGIN_MAX_FAILURES: "2" };
    const config = parseConfig(env);
    const store = await openTestStore();
    const logger = pino({ level: "silent" });
    const apps: App[] = [];
    const counters = [
      createRedisCounter(redisUrl, logger, { prefix }),
      createRedisCounter(redisUrl, logger, { prefix }),
    ];
    for (const counter of counters) {
      const core = createCore({ config, store, jwtSecret: TEST_JWT_SECRET, counter });
      apps.push(await createApp({ core, config, logger }));
    }
    t.after(async () => {
      for (const app of apps) await app.close();
      for (const counter of counters) await counter.close();
      await store.close();
    });
    const [a, b] = apps as [App, App];
    for (const counter of counters) assert.equal(await counter.ping(), true);
    const guestOn = (app: App) => app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: {} });
    assert.equal((await guestOn(a)).statusCode, 200);
    assert.equal((await guestOn(b)).statusCode, 200);
    assert.equal((await guestOn(a)).statusCode, 200);
    assertProblem(await guestOn(b), 429, "rate_limited");

    const login = (app: App) =>
      app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email: "nobody@example.com", password: "wrong password" },
        remoteAddress: "10.1.1.1",
      });
    assertProblem(await login(a), 401, "invalid_credentials");
    assertProblem(await login(b), 401, "invalid_credentials");
    assertProblem(await login(a), 429, "rate_limited");

    const down = createRedisCounter("redis://127.0.0.1:1", logger, { prefix });
    t.after(() => down.close());
    assert.equal(await down.ping(), false);
    const core = createCore({ config, store, jwtSecret: TEST_JWT_SECRET, counter: down });
    const alone = await createApp({ core, config, logger });
    t.after(() => alone.close());
    const answered = [];
    for (let i = 0; i < 4; i++) answered.push((await guestOn(alone)).statusCode);
    assert.deepEqual(answered, [200, 200, 200, 429]);
  });
});

describe("framework errors are problem+json", () => {
  test("bad percent-encoding 400, over-long path parameter 414, unsupported type 415, bad JSON 400", async (t) => {
    const { app } = await createTestApp(t);
    const auth = await guest(app);
    assertProblem(
      await app.inject({ method: "GET", url: "/api/v1/sessions/%E0%A4%A" }),
      400,
      "invalid_request",
    );
    assertProblem(await call(app, auth, "GET", `/sessions/${"a".repeat(500)}`), 414, "uri_too_long");
    const typed = (type: string, payload: string) =>
      app.inject({ method: "POST", url: "/api/v1/auth/guest", headers: { "content-type": type }, payload });
    assertProblem(await typed("text/xml", "<a/>"), 415, "unsupported_media_type");
    assertProblem(await typed("application/json", "{"), 400, "invalid_json");
  });

  test("a payload nested thousands deep is 400 and changes nothing", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "pig", 2);
    for (const depth of [40, 5000]) {
      const payload = `{"action_id":"${randomUUID()}","action_type":"roll_dice","payload":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`;
      const res = await app.inject({
        method: "POST",
        url: `/api/v1/games/${gameId}/actions`,
        headers: { authorization: players[0] as string, "content-type": "application/json" },
        payload,
      });
      assertProblem(res, 400, "invalid_request");
    }
    assert.equal((await readState(app, players[0] as string, gameId)).version, 1);
  });

  test("on a real listener: a body that never finishes is 408, oversized headers 431", async (t) => {
    const { app } = await createTestApp(t, {
      HTTP_REQUEST_TIMEOUT_MS: "1000",
      HTTP_HEADERS_TIMEOUT_MS: "1000",
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const stalled = await rawExchange(
      port,
      'POST /api/v1/auth/guest HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"display',
    );
    assert.match(stalled, /^HTTP\/1\.1 408 /);
    assert.match(stalled, /application\/problem\+json/);
    assert.match(stalled, /"code":"request_timeout"/);
    const huge = await rawExchange(
      port,
      `GET /api/v1/plugins HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    assert.match(huge, /^HTTP\/1\.1 431 /);
    assert.match(huge, /"code":"headers_too_large"/);
  });
});

describe("plugin metadata is true", () => {
  test("every plugin can start with exactly its advertised min_players", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject({ method: "GET", url: "/api/v1/plugins" });
    for (const plugin of json<{ plugins: { id: string; min_players: number }[] }>(res).plugins) {
      const { gameId } = await startGame(app, plugin.id, plugin.min_players);
      assert.ok(gameId, plugin.id);
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
