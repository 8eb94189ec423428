import assert from "node:assert/strict";
import { test } from "node:test";
import { type BackendServiceName, openapiPathOf } from "../../storefront/backend-apps.ts";
import { BACKEND_SERVICES, createTestPlatform } from "../storefront/platform-support.ts";
import { createTestStorefront } from "../storefront/storefront-support.ts";
import { type FuzzSample, fuzz, requestsFrom } from "../support/http-fuzz.ts";
import { startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

// Fixed seeds and bounded runs: the same requests every CI run, in a few seconds per app.
const RUNS = 300;
/**
 * Authorised requests on real ids that must succeed. Seed 13 gave 68 when this
 * was written: reads of the game and the session, stream tickets, pause and close.
 */
const MIN_SUCCESSES = 40;

/** Requests with a player's credential whose path names the table's game or session. */
function authorisedOnReal(
  samples: readonly FuzzSample[],
  credentials: readonly string[],
  ids: readonly string[],
) {
  return samples.filter(({ request }) => {
    const segments = (request.url.split("?")[0] as string).split("/");
    return (
      credentials.includes(request.headers.authorization ?? "") && ids.some((id) => segments.includes(id))
    );
  });
}

test("fuzz: the game API answers every derived or mutated request with a 4xx problem or a success, never a 5xx; half or more carry a player's credential and a real id, and at least 40 of those succeed", async (t) => {
  // High limits: the fuzzer is one address sending hundreds of writes.
  const { app } = await createTestApp(t, {
    RATE_LIMIT_AUTH_MAX: "100000",
    RATE_LIMIT_ACTIONS_MAX: "100000",
    RATE_LIMIT_ADDRESS_MAX: "100000",
  });
  const { gameId, sessionId, players } = await startGame(app, "tic-tac-toe", 2);
  const doc = json(await app.inject({ method: "GET", url: "/api/v1/openapi.json" }));
  const host = players[0] as string;
  // What no rejected request may change: the game's state and the session's members and status.
  const fingerprint = async () => {
    const state = json(await call(app, host, "GET", `/games/${gameId}/state`));
    const session = json(await call(app, host, "GET", `/sessions/${sessionId}`));
    return JSON.stringify([state.version, state.status, session.status, session.participants]);
  };
  const known = {
    ids: [gameId, sessionId],
    credentials: players,
    real: { game_id: [gameId], session_id: [sessionId] },
  };
  const samples = await fuzz(app, requestsFrom(doc as never, known), fingerprint, { runs: RUNS, seed: 13 });
  assert.equal(samples.length, RUNS);
  const onReal = authorisedOnReal(samples, players, [gameId, sessionId]);
  assert.ok(onReal.length >= RUNS / 2, `${onReal.length} of ${RUNS} were authorised on a real id`);
  const succeeded = onReal.filter((s) => s.status >= 200 && s.status < 300).length;
  assert.ok(succeeded >= MIN_SUCCESSES, `${succeeded} authorised requests on real ids succeeded`);
});

test("fuzz: every storefront service answers derived or mutated requests without a 5xx", async (t) => {
  const s = await createTestStorefront(t, {
    env: {
      RATE_LIMIT_AUTH_MAX: "100000",
      RATE_LIMIT_ACTIONS_MAX: "100000",
      RATE_LIMIT_ADDRESS_MAX: "100000",
    },
  });
  const staff = await s.staffAuthorization();
  for (const [app, url] of [
    [s.adminApp, "/api/admin/openapi.json"],
    [s.analyticsApp, "/api/analytics/openapi.json"],
  ] as const) {
    const doc = json(await app.inject({ method: "GET", url }));
    // Rejected requests must not add staff, sessions or events: the admin overview counts stay put.
    const fingerprint = async () =>
      (
        await s.adminApp.inject({
          method: "GET",
          url: "/api/admin/dashboard/web/overview/",
          headers: { authorization: staff },
        })
      ).body;
    await fuzz(
      app,
      requestsFrom(doc as never, { ids: ["00000000-0000-4000-8000-000000000000"], credentials: [staff] }),
      fingerprint,
      {
        runs: RUNS,
        seed: 11,
      },
    );
  }
});

test("fuzz: the six storefront backend services answer derived or mutated requests without a 5xx", async (t) => {
  const p = await createTestPlatform(t);
  await p.stock({ name: "Fuzz mug", stock: 5 });
  const customer = await p.customer();
  const get = async (name: BackendServiceName, url: string) =>
    (
      await (
        await p.app(name)
      ).inject({ method: "GET", url, headers: { authorization: customer.authorization } })
    ).body;
  // Rejected requests must not change the customer's cart, orders, profile or conversations, nor the catalogue.
  const fingerprint = async () =>
    [
      await get("order", "/api/cart/"),
      await get("order", "/api/orders/"),
      await get("user", "/api/users/me/"),
      await get("chat", "/api/chat/conversations/"),
      await get("product", "/api/models/"),
    ].join("\n");
  for (const name of BACKEND_SERVICES) {
    const app = await p.app(name);
    const doc = json(await app.inject({ method: "GET", url: openapiPathOf(name) }));
    await fuzz(
      app,
      requestsFrom(doc as never, {
        ids: ["00000000-0000-4000-8000-000000000000", "1"],
        credentials: [customer.authorization],
      }),
      fingerprint,
      { runs: RUNS / 2, seed: 17 },
    );
  }
});
