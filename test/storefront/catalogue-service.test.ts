import assert from "node:assert/strict";
import { test } from "node:test";
import { DEMO_CATALOGUE } from "../../storefront/product/demo-catalogue.ts";
import { createTestPlatform } from "./platform-support.ts";

test("product service: public catalogue, pages, search, category, detail counts views", async (t) => {
  const platform = await createTestPlatform(t);
  await platform.platform.products.upsert(DEMO_CATALOGUE);
  const product = await platform.app("product");
  let res = await product.inject({ method: "GET", url: "/api/models/" });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().total, DEMO_CATALOGUE.length);
  assert.equal(res.json().items.length, 12);
  res = await product.inject({ method: "GET", url: "/api/models/?page=2&page_size=5" });
  assert.equal(res.json().items.length, 5);
  assert.equal(res.json().page, 2);
  res = await product.inject({ method: "GET", url: "/api/models/?search=D20" });
  assert.deepEqual(
    res
      .json()
      .items.map((p: { id: string }) => p.id)
      .sort(),
    ["d20-set", "metal-d20"],
  );
  res = await product.inject({ method: "GET", url: "/api/models/?search=100" });
  assert.deepEqual(
    res
      .json()
      .items.map((p: { id: string }) => p.id)
      .sort(),
    ["score-pad", "snakes-board"],
  );
  // LIKE wildcards in the search are plain characters.
  res = await product.inject({ method: "GET", url: "/api/models/?search=1%25" });
  assert.deepEqual(res.json().items, []);
  res = await product.inject({ method: "GET", url: "/api/models/?category=boards" });
  assert.equal(res.json().total, 2);
  res = await product.inject({ method: "GET", url: "/api/categories/" });
  assert.deepEqual(res.json().categories, ["accessories", "boards", "dice", "sets"]);

  res = await product.inject({ method: "GET", url: "/api/models/dice-tray/" });
  assert.equal(res.json().views, 1);
  assert.deepEqual(res.json().rating, { average: null, count: 0 });
  res = await product.inject({ method: "GET", url: "/api/models/dice-tray/" });
  assert.equal(res.json().views, 2);
  res = await product.inject({ method: "GET", url: "/api/models/nothing-here/" });
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().code, "product_not_found");
  for (const url of ["/api/models/?page=0", "/api/models/?page_size=1000", "/api/models/BAD%20ID/"]) {
    res = await product.inject({ method: "GET", url });
    assert.equal(res.statusCode, 400, url);
    assert.equal(res.json().code, "invalid_request");
  }
  res = await product.inject({ method: "GET", url: "/api/health/" });
  assert.equal(res.json().checks.database.status, "ok");
});

test("review service: only buyers review, once; the product shows the rating summary", async (t) => {
  const platform = await createTestPlatform(t);
  await platform.stock({ id: "d20", stock: 5 });
  const reviews = await platform.app("review");
  const orders = await platform.app("order");
  const product = await platform.app("product");
  const buyer = await platform.customer();
  const browser = await platform.customer();
  const write = (authorization: string, rating: number) =>
    reviews.inject({
      method: "POST",
      url: "/api/reviews/",
      headers: { authorization },
      payload: { product_id: "d20", rating, body: "Rolls well." },
    });

  assert.equal((await reviews.inject({ method: "POST", url: "/api/reviews/", payload: {} })).statusCode, 400);
  let res = await write(browser.authorization, 5);
  assert.equal(res.statusCode, 403);
  assert.equal(res.json().code, "review_requires_purchase");

  const headers = { authorization: buyer.authorization };
  await orders.inject({ method: "POST", url: "/api/cart/items/", headers, payload: { product_id: "d20" } });
  await orders.inject({ method: "POST", url: "/api/orders/checkout/", headers, payload: {} });
  res = await write(buyer.authorization, 4);
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().author_name, "Customer");
  assert.equal((await write(buyer.authorization, 5)).json().code, "review_exists");

  res = await reviews.inject({ method: "GET", url: "/api/reviews/?product_id=d20" });
  assert.equal(res.json().items.length, 1);
  assert.equal(res.json().items[0].account_id, undefined);
  assert.equal(
    (await reviews.inject({ method: "GET", url: "/api/reviews/?product_id=zzz" })).statusCode,
    404,
  );
  res = await product.inject({ method: "GET", url: "/api/models/d20/" });
  assert.deepEqual(res.json().rating, { average: 4, count: 1 });
});

test("user service: GET and PATCH /api/users/me/", async (t) => {
  const platform = await createTestPlatform(t);
  const users = await platform.app("user");
  const { authorization, accountId } = await platform.customer("ann@shop.example");
  assert.equal((await users.inject({ method: "GET", url: "/api/users/me/" })).statusCode, 401);
  let res = await users.inject({ method: "GET", url: "/api/users/me/", headers: { authorization } });
  assert.equal(res.json().id, accountId);
  assert.equal(res.json().email, "ann@shop.example");
  assert.equal(res.json().display_name, null);
  res = await users.inject({
    method: "PATCH",
    url: "/api/users/me/",
    headers: { authorization },
    payload: { display_name: "Ann", shipping_address: "1 Dice Lane" },
  });
  assert.equal(res.json().display_name, "Ann");
  res = await users.inject({
    method: "PATCH",
    url: "/api/users/me/",
    headers: { authorization },
    payload: { display_name: null },
  });
  assert.equal(res.json().display_name, null);
  assert.equal(res.json().shipping_address, "1 Dice Lane");
  for (const payload of [
    {},
    { phone: "call me" },
    { display_name: "x".repeat(65) },
    { shipping_address: { street: "x" } },
  ]) {
    res = await users.inject({ method: "PATCH", url: "/api/users/me/", headers: { authorization }, payload });
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
  }
  res = await users.inject({
    method: "GET",
    url: "/api/users/me/",
    headers: { authorization: "Bearer nope" },
  });
  assert.equal(res.json().code, "invalid_token");
});
