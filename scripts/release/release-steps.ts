import { randomBytes, randomUUID } from "node:crypto";
import { expectStatus, httpCall } from "./release-http.ts";
import { HEALTH_PATHS, RELEASE_SERVICES, type ReleaseTargets } from "./release-targets.ts";
import { StepFailure, type StepRecorder } from "./step-recorder.ts";

export interface Account {
  /** An existing account to sign in as; without it a new one is registered. */
  readonly email: string | null;
  readonly password: string | null;
}

/** The seed's four liveness checks: method, service, path, body and the statuses that count as alive. */
const LIVENESS = [
  ["GET", "product", "/api/models/", undefined, [200]],
  ["GET", "order", "/api/cart/", undefined, [401, 403]],
  ["GET", "chat", "/api/chat/conversations/", undefined, [401, 403]],
  ["POST", "analytics", "/api/analytics/events/batch/", {}, [400]],
] as const;

type Call = (
  method: string,
  url: string,
  extra?: { body?: unknown; headers?: Record<string, string> },
) => ReturnType<typeof httpCall>;

type Auth = { authorization: string };

/** Steps 3 and 4: every health endpoint, then the liveness checks, one at a time in the seed's order. */
async function checkServices(targets: ReleaseTargets, steps: StepRecorder, call: Call): Promise<void> {
  // One at a time, in the seed's order: the table reads top to bottom and each time is the call's own.
  for (const service of RELEASE_SERVICES)
    await steps.run(`health ${service}`, async () => {
      const url = targets[service] + HEALTH_PATHS[service];
      const answer = expectStatus(await call("GET", url), `GET ${url}`, 200);
      if (answer.body?.status !== "ok")
        throw new StepFailure(`GET ${url}: status is ${String(answer.body?.status)}`);
      return { value: true };
    });
  for (const [method, service, path, body, statuses] of LIVENESS)
    await steps.run(`live ${method} ${path}`, async () => {
      const answer = await call(method, targets[service] + path, body === undefined ? {} : { body });
      expectStatus(answer, `${method} ${targets[service]}${path}`, ...statuses);
      return { value: true, detail: String(answer.status) };
    });
}

/** The cart holds one unit of the first product in stock, and nothing else. */
async function fillCart(targets: ReleaseTargets, auth: Auth, call: Call) {
  const page = expectStatus(
    await call("GET", `${targets.product}/api/models/?page_size=100`),
    "GET /api/models/",
    200,
  );
  const items = (page.body?.items ?? []) as { id: string; stock: number }[];
  const product = items.find((item) => item.stock > 0);
  if (!product)
    throw new StepFailure(
      "no product in stock (load one: npm run storefront:demo-catalogue, or --demo-catalogue)",
    );
  const cart = expectStatus(
    await call("GET", `${targets.order}/api/cart/`, { headers: auth }),
    "GET /api/cart/",
    200,
  );
  // A reused account may have left lines behind: the test order holds this one product only.
  for (const line of (cart.body?.items ?? []) as { product_id: string }[])
    expectStatus(
      await call("DELETE", `${targets.order}/api/cart/items/${line.product_id}/`, { headers: auth }),
      "DELETE /api/cart/items/{id}/",
      200,
    );
  expectStatus(
    await call("POST", `${targets.order}/api/cart/items/`, {
      headers: auth,
      body: { product_id: product.id, quantity: 1 },
    }),
    "POST /api/cart/items/",
    200,
  );
  return { value: true, detail: product.id };
}

/** A test order (marked `test_order`, so business figures leave it out), checked out and paid. */
async function checkOut(targets: ReleaseTargets, auth: Auth, call: Call) {
  const answer = expectStatus(
    await call("POST", `${targets.order}/api/orders/checkout/`, {
      headers: { ...auth, "idempotency-key": randomUUID() },
      body: { test_order: true },
    }),
    "POST /api/orders/checkout/",
    201,
  );
  const order = answer.body as { id: string; status: string; is_test: boolean };
  if (!order.is_test) throw new StepFailure(`order ${order.id} is not marked as a test order`);
  if (order.status !== "paid") throw new StepFailure(`order ${order.id} is ${order.status}, expected paid`);
  return { value: order.id, detail: `${order.id} paid, is_test` };
}

/** The test order cancelled again, so its stock returns. */
async function cancelOrder(targets: ReleaseTargets, auth: Auth, call: Call, orderId: string) {
  const answer = expectStatus(
    await call("POST", `${targets.order}/api/orders/${orderId}/cancel/`, { headers: auth }),
    "POST /api/orders/{id}/cancel/",
    200,
  );
  if (answer.body?.status !== "cancelled")
    throw new StepFailure(`order ${orderId} is ${String(answer.body?.status)}`);
  return { value: true, detail: "stock returned" };
}

/**
 * Steps 3 to 6 of the seed's sequence against running services: every
 * health endpoint, the liveness checks, sign-in and a protected call, and a
 * test order (marked `test_order`, so business figures leave it out) that
 * is cancelled again so its stock returns.
 */
export async function runReleaseChecks(
  targets: ReleaseTargets,
  account: Account,
  steps: StepRecorder,
  timeoutMs: number,
): Promise<void> {
  const call: Call = (method, url, extra = {}) => httpCall(method, url, { ...extra, timeoutMs });
  await checkServices(targets, steps, call);
  const token = await steps.run("sign in", () => signIn(targets, account, call));
  if (token === null) {
    for (const step of [
      "protected GET /api/users/me/",
      "test order: add to cart",
      "test order: check out",
      "test order: cancel",
    ])
      steps.skip(step, "no token");
    return;
  }
  const auth = { authorization: `Bearer ${token}` };
  await steps.run("protected GET /api/users/me/", async () => {
    const answer = expectStatus(
      await call("GET", `${targets.user}/api/users/me/`, { headers: auth }),
      "GET /api/users/me/",
      200,
    );
    return { value: true, detail: String(answer.body?.email ?? "") };
  });

  const added = await steps.run("test order: add to cart", () => fillCart(targets, auth, call));
  if (added === null) {
    steps.skip("test order: check out", "nothing in the cart");
    steps.skip("test order: cancel", "no order");
    return;
  }
  const orderId = await steps.run("test order: check out", () => checkOut(targets, auth, call));
  if (orderId === null) return steps.skip("test order: cancel", "no order");
  await steps.run("test order: cancel", () => cancelOrder(targets, auth, call, orderId));
}

async function signIn(targets: ReleaseTargets, account: Account, call: Call) {
  const login = (credentials: { email: string; password: string }) =>
    call("POST", `${targets.auth}/api/auth/login/`, { body: credentials });
  let credentials: { email: string; password: string };
  let detail: string;
  if (account.email && account.password) {
    credentials = { email: account.email, password: account.password };
    const first = await login(credentials);
    if (first.status === 200)
      return { value: String(first.body?.access_token), detail: `signed in as ${account.email}` };
    if (first.body?.code !== "invalid_credentials") expectStatus(first, "POST /api/auth/login/", 200);
    detail = `registered ${account.email}`;
  } else {
    credentials = {
      email: `verify-release-${randomBytes(6).toString("hex")}@verify-release.invalid`,
      password: randomBytes(18).toString("base64url"),
    };
    detail = `registered ${credentials.email}`;
  }
  expectStatus(
    await call("POST", `${targets.auth}/api/auth/register/`, { body: credentials }),
    "POST /api/auth/register/",
    201,
  );
  const answer = expectStatus(await login(credentials), "POST /api/auth/login/", 200);
  return { value: String(answer.body?.access_token), detail };
}
