import assert from "node:assert/strict";
import { test } from "node:test";
import { createBrowserBundles } from "../../storefront/browser-bundles.ts";
import { shopRoutes } from "../../storefront/shop/shop-routes.ts";
import { pipelined, rawGet } from "../support/raw-http.ts";
import { createTestPlatform } from "./platform-support.ts";

const PORTS = {
  auth: 8001,
  user: 8002,
  product: 8003,
  order: 8004,
  review: 8005,
  chat: 8007,
  analytics: 8008,
};

test("the product service serves the shop: the page on every /shop/ path, its script and styles", async (t) => {
  const p = await createTestPlatform(t);
  const app = await p.app("product");
  await app.register(shopRoutes(createBrowserBundles(), () => PORTS));

  for (const url of ["/shop/", "/shop", "/shop/products/d20-set", "/shop/cart?x=1"]) {
    const page = await app.inject({ url, headers: { host: "shop.example:8003" } });
    assert.equal(page.statusCode, 200, url);
    assert.match(page.headers["content-type"] as string, /^text\/html/);
    const csp = page.headers["content-security-policy"] as string;
    assert.match(csp, /script-src 'self';/);
    assert.match(csp, /connect-src 'self' http:\/\/shop\.example:8001 .*http:\/\/shop\.example:8008;/);
    const meta = /<meta name="shop-services" content="([^"]*)">/.exec(page.body)?.[1] ?? "";
    const origins = JSON.parse(meta.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as Record<
      string,
      string
    >;
    assert.equal(origins.chat, "http://shop.example:8007");
    assert.equal(origins.analytics, "http://shop.example:8008");
  }
  const script = await app.inject({ url: "/shop/shop.js" });
  assert.equal(script.statusCode, 200);
  assert.match(script.headers["content-type"] as string, /^application\/javascript/);
  assert.ok(script.body.includes("shop_session"), "the bundle holds the shop's code");
  const again = await app.inject({ url: "/shop/shop.js", headers: { "if-none-match": script.headers.etag } });
  assert.equal(again.statusCode, 304);
  const styles = await app.inject({ url: "/shop/shop.css" });
  assert.match(styles.headers["content-type"] as string, /^text\/css/);
});

test("the shop's 304 has no body and no length: a 304, the styles and a 304 pipelined on one connection", async (t) => {
  const p = await createTestPlatform(t);
  const app = await p.app("product");
  await app.register(shopRoutes(createBrowserBundles(), () => PORTS));
  const etag = (await app.inject({ url: "/shop/shop.js" })).headers.etag as string;
  const revalidate = rawGet("/shop/shop.js", { "if-none-match": etag });
  const answers = await pipelined(app, [revalidate, rawGet("/shop/shop.css"), revalidate]);
  assert.deepEqual(
    answers.map((a) => a.status),
    [304, 200, 304],
  );
  for (const answer of [answers[0], answers[2]]) {
    assert.equal(answer?.headers["content-length"], undefined);
    assert.equal(answer?.headers["content-type"], undefined);
    assert.equal(answer?.body.length, 0);
  }
  assert.match(answers[1]?.body.toString() ?? "", /\{/);
});

test("backend services answer the shop's cross-origin preflight (Bearer tokens, no cookies)", async (t) => {
  const p = await createTestPlatform(t);
  const order = await p.app("order");
  const preflight = await order.inject({
    method: "OPTIONS",
    url: "/api/cart/items/d20-set/",
    headers: {
      origin: "http://shop.example:8003",
      "access-control-request-method": "PATCH",
      "access-control-request-headers": "authorization,content-type",
    },
  });
  assert.equal(preflight.statusCode, 204);
  assert.equal(preflight.headers["access-control-allow-origin"], "*");
  assert.match(preflight.headers["access-control-allow-methods"] as string, /PATCH/);
  assert.match(preflight.headers["access-control-allow-headers"] as string, /authorization/i);
  assert.equal(preflight.headers["access-control-allow-credentials"], undefined);
  const cart = await order.inject({ url: "/api/cart/", headers: { origin: "http://shop.example:8003" } });
  assert.equal(cart.statusCode, 401);
  assert.equal(cart.headers["access-control-allow-origin"], "*");
});
