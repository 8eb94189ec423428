import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { type TestContext, test } from "node:test";
import { CHECKOUT_LEASE_MS } from "../../storefront/order/checkout-key.ts";
import { createOrderModule } from "../../storefront/order/order-module.ts";
import {
  createTestPaymentProvider,
  type PaymentProvider,
} from "../../storefront/order/test-payment-provider.ts";
import { createProductModule } from "../../storefront/product/product-module.ts";
import { openTestStorefrontDatabase } from "./platform-support.ts";

/** The order and product modules over a test database, paying through `payments`, on a clock the test moves. */
async function shop(t: TestContext, payments: PaymentProvider) {
  const database = await openTestStorefrontDatabase(t);
  const clock = { now: Date.parse("2026-11-25T12:00:00Z") };
  const now = () => clock.now;
  const products = createProductModule(database, now);
  const confirmations: unknown[] = [];
  const jobs = {
    async enqueue(_name: string, payload: unknown) {
      confirmations.push(payload);
    },
  };
  const orders = createOrderModule({ database, products, payments, jobs, now });
  await products.upsert([
    {
      id: "d6",
      name: "Six-sided die",
      description: "A die.",
      category: "dice",
      price_cents: 250,
      currency: "EUR",
      stock: 5,
    },
  ]);
  const buyer = randomUUID();
  await orders.addToCart(buyer, "d6", 2);
  const request = { idempotencyKey: randomUUID(), paymentToken: "tok_test_approved", testOrder: false };
  return { clock, products, orders, buyer, request, confirmations };
}

test("checkout: a payment step that meets a database outage leaves nothing half-done; the retry with its key finishes the same order", async (t) => {
  const approve = createTestPaymentProvider();
  let outage = true;
  const { products, orders, buyer, request, confirmations } = await shop(t, {
    async charge(payment) {
      if (outage) throw new Error("Connection terminated unexpectedly");
      return approve.charge(payment);
    },
  });

  await assert.rejects(orders.checkout(buyer, request), /Connection terminated/);
  const [pending] = await orders.orders(buyer);
  assert.equal(pending?.status, "pending", "the order is written with its stock, not yet paid");
  assert.equal((await products.get("d6")).stock, 3);

  outage = false;
  const { order } = await orders.checkout(buyer, request);
  assert.equal(order.id, pending?.id, "the retry finishes the first order");
  assert.equal(order.status, "paid");
  assert.equal(order.payment_reference, `test_${order.id}`);
  assert.equal((await orders.orders(buyer)).length, 1);
  assert.equal((await products.get("d6")).stock, 3, "the stock is taken once");
  assert.deepEqual((await orders.cart(buyer)).items, []);
  assert.deepEqual(confirmations, [{ orderId: order.id }]);

  const replay = await orders.checkout(buyer, request);
  assert.equal(replay.replayed, true);
  assert.equal(replay.order.id, order.id);
});

test("checkout: a checkout whose process stopped answering is taken over once its lease runs out, and both answers name one order", async (t) => {
  const approve = createTestPaymentProvider();
  let hang: (() => void) | undefined;
  const { clock, products, orders, buyer, request } = await shop(t, {
    async charge(payment) {
      if (!hang) await new Promise<void>((resolve) => (hang = resolve));
      return approve.charge(payment);
    },
  });

  const first = orders.checkout(buyer, request);
  while (!hang) await new Promise((resolve) => setImmediate(resolve));
  await assert.rejects(orders.checkout(buyer, request), { code: "idempotency_in_progress" });

  clock.now += CHECKOUT_LEASE_MS + 1000;
  const taken = await orders.checkout(buyer, request);
  assert.equal(taken.order.status, "paid");
  assert.equal((await orders.checkout(buyer, request)).replayed, true);

  hang?.();
  const late = await first;
  assert.equal(late.order.id, taken.order.id);
  assert.equal(late.order.status, "paid");
  assert.equal((await orders.orders(buyer)).length, 1);
  assert.equal((await products.get("d6")).stock, 3);
});

test("checkout: a declined payment is answered again on retry, and its stock is back", async (t) => {
  const { products, orders, buyer, request } = await shop(t, createTestPaymentProvider());
  const declined = { ...request, paymentToken: "tok_test_declined" };
  await assert.rejects(orders.checkout(buyer, declined), { code: "payment_declined" });
  await assert.rejects(orders.checkout(buyer, declined), { code: "payment_declined" });
  assert.equal((await products.get("d6")).stock, 5);
  const [cancelled] = await orders.orders(buyer);
  assert.equal(cancelled?.status, "cancelled");
});
