import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { createTestPlatform } from "./platform-support.ts";

test("order service: cart needs credentials; add, update, remove; checkout pays and empties the cart", async (t) => {
  const platform = await createTestPlatform(t);
  await platform.stock({ id: "d20", price_cents: 450, stock: 5 }, { id: "d6", price_cents: 100, stock: 5 });
  const orders = await platform.app("order");
  const anonymous = await orders.inject({ method: "GET", url: "/api/cart/" });
  assert.equal(anonymous.statusCode, 401);
  assert.equal(anonymous.json().code, "unauthenticated");

  const { authorization } = await platform.customer();
  const headers = { authorization };
  let res = await orders.inject({
    method: "POST",
    url: "/api/cart/items/",
    headers,
    payload: { product_id: "d20", quantity: 2 },
  });
  assert.equal(res.statusCode, 200);
  res = await orders.inject({
    method: "POST",
    url: "/api/cart/items/",
    headers,
    payload: { product_id: "d6" },
  });
  assert.equal(res.json().total_cents, 1000);
  res = await orders.inject({
    method: "PATCH",
    url: "/api/cart/items/d6/",
    headers,
    payload: { quantity: 3 },
  });
  assert.equal(res.json().total_cents, 1200);
  res = await orders.inject({ method: "DELETE", url: "/api/cart/items/d6/", headers });
  assert.deepEqual(
    res.json().items.map((i: { product_id: string }) => i.product_id),
    ["d20"],
  );
  res = await orders.inject({ method: "DELETE", url: "/api/cart/items/d6/", headers });
  assert.equal(res.json().code, "cart_item_not_found");
  res = await orders.inject({
    method: "POST",
    url: "/api/cart/items/",
    headers,
    payload: { product_id: "nope" },
  });
  assert.equal(res.json().code, "product_not_found");

  res = await orders.inject({
    method: "POST",
    url: "/api/orders/checkout/",
    headers,
    payload: { test_order: true },
  });
  assert.equal(res.statusCode, 201, res.body);
  const order = res.json();
  assert.equal(order.status, "paid");
  assert.equal(order.is_test, true);
  assert.equal(order.total_cents, 900);
  assert.equal((await platform.platform.products.get("d20")).stock, 3);
  assert.deepEqual((await orders.inject({ method: "GET", url: "/api/cart/", headers })).json().items, []);
  assert.equal(
    (await orders.inject({ method: "GET", url: "/api/orders/", headers })).json().items[0].id,
    order.id,
  );
  await platform.jobs.drain();
  assert.deepEqual(platform.handled, [{ name: "order_confirmation", payload: { orderId: order.id } }]);
  // Test orders are kept out of business figures.
  assert.deepEqual(await platform.platform.orders.businessFigures(), []);

  res = await orders.inject({ method: "POST", url: "/api/orders/checkout/", headers, payload: {} });
  assert.equal(res.json().code, "cart_empty");

  // pending -> paid -> shipped; a customer may not ship, a shipped order cannot be cancelled.
  res = await orders.inject({ method: "POST", url: `/api/orders/${order.id}/ship/`, headers });
  assert.equal(res.json().code, "staff_required");
  await platform.platform.orders.transition({ accountId: "staff", isStaff: true }, order.id, "ship");
  res = await orders.inject({ method: "POST", url: `/api/orders/${order.id}/cancel/`, headers });
  assert.equal(res.json().code, "invalid_order_status");
});

test("order service: a declined payment cancels the order and returns the stock", async (t) => {
  const platform = await createTestPlatform(t);
  await platform.stock({ id: "d20", stock: 2 });
  const orders = await platform.app("order");
  const { authorization } = await platform.customer();
  await orders.inject({
    method: "POST",
    url: "/api/cart/items/",
    headers: { authorization },
    payload: { product_id: "d20", quantity: 2 },
  });
  const res = await orders.inject({
    method: "POST",
    url: "/api/orders/checkout/",
    headers: { authorization },
    payload: { payment_token: "tok_test_declined" },
  });
  assert.equal(res.statusCode, 402);
  assert.equal(res.json().code, "payment_declined");
  assert.equal((await platform.platform.products.get("d20")).stock, 2);
  const [cancelled] = (
    await orders.inject({ method: "GET", url: "/api/orders/", headers: { authorization } })
  ).json().items;
  assert.equal(cancelled.status, "cancelled");
});

test("order service: Idempotency-Key replays per caller, another caller's same key is its own request", async (t) => {
  const platform = await createTestPlatform(t);
  await platform.stock({ id: "d20", stock: 10 });
  const orders = await platform.app("order");
  const ann = await platform.customer();
  const bob = await platform.customer();
  const key = randomUUID();
  const checkout = (authorization: string, payload: object = {}) =>
    orders.inject({
      method: "POST",
      url: "/api/orders/checkout/",
      headers: { authorization, "idempotency-key": key },
      payload,
    });
  for (const who of [ann, bob])
    await orders.inject({
      method: "POST",
      url: "/api/cart/items/",
      headers: { authorization: who.authorization },
      payload: { product_id: "d20" },
    });

  const first = await checkout(ann.authorization);
  assert.equal(first.statusCode, 201);
  const retried = await checkout(ann.authorization);
  assert.equal(retried.statusCode, 201);
  assert.equal(retried.headers["idempotent-replayed"], "true");
  assert.equal(retried.json().id, first.json().id);
  const changed = await checkout(ann.authorization, { test_order: true });
  assert.equal(changed.statusCode, 422);
  assert.equal(changed.json().code, "idempotency_key_reused");

  const bobs = await checkout(bob.authorization);
  assert.equal(bobs.statusCode, 201);
  assert.notEqual(bobs.json().id, first.json().id);
  assert.equal((await platform.platform.products.get("d20")).stock, 8);

  // Concurrent retries of one checkout create one order.
  const carol = await platform.customer();
  await orders.inject({
    method: "POST",
    url: "/api/cart/items/",
    headers: { authorization: carol.authorization },
    payload: { product_id: "d20" },
  });
  const raced = await Promise.all(Array.from({ length: 8 }, () => checkout(carol.authorization)));
  const created = new Set(raced.filter((r) => r.statusCode === 201).map((r) => r.json().id));
  assert.equal(created.size, 1);
  for (const r of raced) assert.ok([201, 409].includes(r.statusCode), r.body);
  const carolsOrders = (
    await orders.inject({
      method: "GET",
      url: "/api/orders/",
      headers: { authorization: carol.authorization },
    })
  ).json().items;
  assert.equal(carolsOrders.length, 1);
});

test("order service: many concurrent checkouts on limited stock never oversell", async (t) => {
  const platform = await createTestPlatform(t);
  const products = Array.from({ length: 3 }, (_, i) => ({ id: `limited-${i}`, stock: 4 }));
  await platform.stock(...products);
  const orders = await platform.app("order");
  const buyers = [];
  for (let i = 0; i < 30; i++) buyers.push(await platform.customer());
  await Promise.all(
    buyers.map((b, i) =>
      orders.inject({
        method: "POST",
        url: "/api/cart/items/",
        headers: { authorization: b.authorization },
        payload: { product_id: `limited-${i % 3}`, quantity: 1 + (i % 2) },
      }),
    ),
  );
  const results = await Promise.all(
    buyers.map((b) =>
      orders.inject({
        method: "POST",
        url: "/api/orders/checkout/",
        headers: { authorization: b.authorization },
        payload: {},
      }),
    ),
  );
  for (const r of results) assert.ok([201, 409].includes(r.statusCode), r.body);
  const sold = new Map<string, number>();
  for (const r of results.filter((x) => x.statusCode === 201))
    for (const line of r.json().lines)
      sold.set(line.product_id, (sold.get(line.product_id) ?? 0) + line.quantity);
  for (const p of products) {
    const left = (await platform.platform.products.get(p.id)).stock;
    assert.ok(left >= 0);
    assert.equal(left + (sold.get(p.id) ?? 0), 4, `${p.id}: ${left} left, ${sold.get(p.id)} sold`);
  }
  assert.ok(results.some((r) => r.json().code === "out_of_stock"));
});

test("order service: hostile bodies get problem+json, never 5xx", async (t) => {
  const platform = await createTestPlatform(t);
  const orders = await platform.app("order");
  const { authorization } = await platform.customer();
  const cases: [string, string, unknown][] = [
    ["POST", "/api/cart/items/", { product_id: "../etc", quantity: 1 }],
    ["POST", "/api/cart/items/", { product_id: "d20", quantity: 1000 }],
    ["POST", "/api/cart/items/", { product_id: "d20", quantity: -1 }],
    ["PATCH", "/api/cart/items/d20/", { quantity: "many" }],
    ["POST", "/api/orders/checkout/", { payment_token: { $ne: null } }],
    ["POST", "/api/orders/checkout/", { test_order: "maybe" }],
    ["GET", "/api/orders/not-a-uuid/", undefined],
  ];
  for (const [method, url, payload] of cases) {
    const res = await orders.inject({
      method: method as "GET",
      url,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    assert.equal(res.statusCode, 400, `${method} ${url} ${res.body}`);
    assert.equal(res.json().code, "invalid_request");
  }
});
